import { DOCTOR_STAGES } from 'shared-lib/domain/core';
import { doctorInitials, languageNames, parseIdList, stageAfterSave, stepForStage } from './doctor';
import { MESSAGES } from 'shared-lib/domain/core';

describe('doctor onboarding stage machine', () => {
  it('opens the step after the saved stage; stage 4 is done (spec section 4)', () => {
    expect(stepForStage(1)).toBe('basic');
    expect(stepForStage(2)).toBe('work');
    expect(stepForStage(3)).toBe('other');
    expect(stepForStage(4)).toBe('done');
  });

  it('accepts the next step, moving the stage forward', () => {
    expect(stageAfterSave(DOCTOR_STAGES.account, DOCTOR_STAGES.basic)).toBe(2);
    expect(stageAfterSave(DOCTOR_STAGES.basic, DOCTOR_STAGES.work)).toBe(3);
    expect(stageAfterSave(DOCTOR_STAGES.work, DOCTOR_STAGES.complete)).toBe(4);
  });

  it('accepts correcting an earlier step without moving the stage back', () => {
    expect(stageAfterSave(DOCTOR_STAGES.work, DOCTOR_STAGES.basic)).toBe(3);
    expect(stageAfterSave(DOCTOR_STAGES.complete, DOCTOR_STAGES.work)).toBe(4);
  });

  it('never lets a step be skipped', () => {
    expect(stageAfterSave(DOCTOR_STAGES.account, DOCTOR_STAGES.work)).toBeNull();
    expect(stageAfterSave(DOCTOR_STAGES.account, DOCTOR_STAGES.complete)).toBeNull();
    expect(stageAfterSave(DOCTOR_STAGES.basic, DOCTOR_STAGES.complete)).toBeNull();
  });
});

describe('comma-separated ids', () => {
  it('parses positive ids, dropping repeats, and refuses anything else', () => {
    expect(parseIdList('1,2')).toEqual([1, 2]);
    expect(parseIdList(' 3 , 3 ')).toEqual([3]);
    for (const bad of ['', '0', '1,,2', '1;2', '-1', 'a']) expect(parseIdList(bad)).toBeNull();
  });
  it('names the languages (1 English, 2 Hindi)', () => {
    expect(languageNames('1,2')).toBe('English, Hindi');
    expect(languageNames('2')).toBe('Hindi');
  });
  it('keeps the spec spellings of the doctor texts', () => {
    expect(MESSAGES.validGovermentId).toBe('Please Enter Valid govermentId');
    expect(MESSAGES.enterExprience).toBe('Please Enter Exprience');
    expect(MESSAGES.doctorAccountSaved).toBe('Your Account Information Saved SuccesFully');
    expect(MESSAGES.doctorSignedUp).toBe('Doctor SignUp Succesfully! Please Login');
  });
});

describe('doctor initials', () => {
  it.each([
    ['Dr. Ananya Rao Sharma', 'AS'],
    ['Dr. Ananya Sharma', 'AS'],
    ['Dr Vikram Nair', 'VN'],
    ['dr. meera', 'M'],
    ['Vaidya R. K. Iyer', 'RI'],
    ['Prof. Dr. Émile Ōta', 'ÉŌ'],
    ['  ', '?'],
  ])('of %p are %p: first and last names, the title left out', (name, initials) => {
    expect(doctorInitials(name)).toBe(initials);
  });
});

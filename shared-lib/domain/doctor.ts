/**
 * Doctor onboarding rules shared by the doctor app (forms) and the API (enforcement): the stage
 * machine, the field rules of the four steps and the texts the spec leaves out. Spec texts come from
 * MESSAGES; the rest are defined here once.
 */
import { DOCTOR_STAGES, IMAGE_EXTENSIONS, LANGUAGES, MAX_UPLOAD_BYTES, MESSAGES, type DoctorStage } from 'shared-lib/domain/core';

/** The four wizard steps, in order, with the stage a successful save leaves the doctor at. */
export const DOCTOR_STEPS = [
  { id: 'account', label: 'Account', savesStage: DOCTOR_STAGES.account },
  { id: 'basic', label: 'Basic', savesStage: DOCTOR_STAGES.basic },
  { id: 'work', label: 'Work', savesStage: DOCTOR_STAGES.work },
  { id: 'other', label: 'Other', savesStage: DOCTOR_STAGES.complete },
] as const;
export type DoctorStepId = (typeof DOCTOR_STEPS)[number]['id'];

export const DOCTOR_TEXT_MAX_LENGTH = 200;
export const DOCTOR_ADDRESS_MAX_LENGTH = 500;
export const EXPRIENCE_MAX_YEARS = 70;

/** Texts the spec does not quote; one source for the forms and the API. */
export const DOCTOR_MESSAGES = {
  selectSpeciality: 'Please Select Speciality',
  selectLanguage: 'Please Select Language',
  selectLicenseState: 'Please Select License State',
  exprienceRange: `Exprience must be a whole number of years from 0 to ${EXPRIENCE_MAX_YEARS}`,
  degreeImage: 'Please Upload Degree Image',
  licenseImage: 'Please Upload License Image',
  signetureImage: 'Please Upload Signature Image',
  imageType: 'Only jpg, jpeg and png images are accepted',
  imageTooLarge: MESSAGES.imageTooLarge,
  emailTaken: 'A doctor account with this email already exists. Please log in instead.',
  doctorIdRequired: 'A doctor id is required to save this step. Please create your account first.',
  ownRecordOnly: 'You can only access your own doctor account',
  notFound: 'Doctor not found',
  stepOutOfOrder: (step: string, needed: string) => `Please complete the ${needed} step before the ${step} step`,
  specialityNotInStream: 'Every speciality must belong to the chosen stream',
  unknownStream: 'Please Select Stream',
  unknownState: 'Please Select License State',
  unknownLanguage: 'Please Select Language',
  futureDate: 'The date cannot be in the future',
  loginToContinue: 'Please log in to continue your sign-up.',
  loginAsDoctor: 'Please log in as a doctor to see this page.',
} as const;

/** Which step the wizard opens for a saved stage (spec section 4): stage n means step n+1 is next. */
export function stepForStage(stage: number): DoctorStepId | 'done' {
  if (stage >= DOCTOR_STAGES.complete) return 'done';
  if (stage === DOCTOR_STAGES.work) return 'other';
  if (stage === DOCTOR_STAGES.basic) return 'work';
  if (stage === DOCTOR_STAGES.account) return 'basic';
  return 'account';
}

/**
 * The stage machine: saving the step that leaves the doctor at `target` is allowed when the doctor is
 * at the stage just before it (the next step) or already past it (correcting an earlier step); never
 * to skip a step. Returns the stage after the save, or null when refused.
 */
export function stageAfterSave(current: number, target: DoctorStage): DoctorStage | null {
  if (current < target - 1) return null;
  return Math.max(current, target) as DoctorStage;
}

/** 'Basic', 'Work'... for a stage's step, in stage-machine messages. */
export function stepLabelForStage(stage: DoctorStage): string {
  return DOCTOR_STEPS.find((step) => step.savesStage === stage)?.label ?? 'Account';
}

/** Comma-separated positive ids ('1,2') -> numbers; null when the text is not such a list. */
export function parseIdList(text: string): number[] | null {
  const parts = text.split(',').map((part) => part.trim());
  if (parts.length === 0 || parts.some((part) => !/^[1-9]\d{0,8}$/.test(part))) return null;
  return [...new Set(parts.map(Number))];
}

export function isLanguageId(id: number): boolean {
  return LANGUAGES.some((language) => language.id === id);
}

/** A whole number of years from 0 to EXPRIENCE_MAX_YEARS (the form sends text, the API a number). */
export function isValidExprience(value: unknown): boolean {
  const years = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof years === 'number' && Number.isInteger(years) && years >= 0 && years <= EXPRIENCE_MAX_YEARS;
}

/** The browser's check of a chosen image file: a jpg, jpeg or png name and at most the upload limit. (The server checks the content.) */
export function imageFileError(file: { name: string; size: number } | null | undefined): string | null {
  if (!file) return null;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(IMAGE_EXTENSIONS as readonly string[]).includes(extension)) return DOCTOR_MESSAGES.imageType;
  if (file.size > MAX_UPLOAD_BYTES) return DOCTOR_MESSAGES.imageTooLarge;
  return null;
}

/** 'English, Hindi' for '1,2'. */
export function languageNames(ids: string | null | undefined): string {
  return (parseIdList(ids ?? '') ?? [])
    .map((id) => LANGUAGES.find((language) => language.id === id)?.name)
    .filter(Boolean)
    .join(', ');
}

/**
 * A doctor's initials, the same on every page: the first letters of the first and last names, titles
 * (Dr., Prof., Vaidya...) left out. 'Dr. Ananya Rao Sharma' -> 'AS'; a name without letters -> '?'.
 */
export function doctorInitials(name: string): string {
  const words = name
    .replace(/\b(dr|prof|vaidya|mr|mrs|ms)\b\.?/gi, ' ')
    .split(/\s+/)
    .filter((word) => /\p{L}/u.test(word));
  if (words.length === 0) return '?';
  const initialOf = (word: string) => Array.from(word.replace(/^[^\p{L}]+/u, ''))[0] ?? '';
  const last = words.length > 1 ? initialOf(words[words.length - 1]) : '';
  return (initialOf(words[0]) + last).toUpperCase();
}

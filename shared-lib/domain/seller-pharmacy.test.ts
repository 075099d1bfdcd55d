import { hasPharmacyDetails, normalisePharmacyDetails, PHARMACY_MESSAGES, pharmacyDetailsError, pharmacyDetailsProblems } from './seller-pharmacy';

const complete = { pharmacist_name: 'Anita Deshmukh', pharmacist_registration: 'MH-PH 24100', drug_licence_number: '20B/MH/2024/1001' };

describe('the seller pharmacy details', () => {
  it('sign-up: all three or none', () => {
    expect(pharmacyDetailsError({}, false)).toBeNull();
    expect(pharmacyDetailsError({ pharmacist_name: '  ', pharmacist_registration: '', drug_licence_number: '' }, false)).toBeNull();
    expect(pharmacyDetailsError({ ...complete, drug_licence_number: '' }, false)).toBe(PHARMACY_MESSAGES.allOrNone);
    expect(pharmacyDetailsError(complete, false)).toBeNull();
  });
  it('dashboard profile: all three required', () => {
    expect(pharmacyDetailsError({}, true)).toBe(PHARMACY_MESSAGES.allRequired);
    expect(pharmacyDetailsError({ ...complete, pharmacist_registration: '' }, true)).toBe(PHARMACY_MESSAGES.allRequired);
    expect(pharmacyDetailsError(complete, true)).toBeNull();
  });
  it('refuses a name with digits or markup and numbers with other characters', () => {
    expect(pharmacyDetailsError({ ...complete, pharmacist_name: 'Anita 2' }, true)).toBe(PHARMACY_MESSAGES.nameFormat);
    expect(pharmacyDetailsError({ ...complete, pharmacist_name: '<b>Anita</b>' }, true)).toBe(PHARMACY_MESSAGES.nameFormat);
    expect(pharmacyDetailsError({ ...complete, pharmacist_name: 'अनीता देशमुख' }, true)).toBeNull();
    expect(pharmacyDetailsError({ ...complete, pharmacist_registration: 'PH#1' }, true)).toBe(PHARMACY_MESSAGES.registrationFormat);
    expect(pharmacyDetailsError({ ...complete, pharmacist_registration: 'P1' }, true)).toBe(PHARMACY_MESSAGES.registrationFormat);
    expect(pharmacyDetailsError({ ...complete, drug_licence_number: 'DL<1>' }, true)).toBe(PHARMACY_MESSAGES.licenceFormat);
    expect(pharmacyDetailsError({ ...complete, drug_licence_number: 'x'.repeat(101) }, true)).toBe(PHARMACY_MESSAGES.tooLong);
  });
  it('stores folded spaces and upper-case numbers; a seller with all three may list prescription medicines', () => {
    expect(normalisePharmacyDetails({ pharmacist_name: ' Anita   Deshmukh ', pharmacist_registration: 'mh-ph 1', drug_licence_number: ' 20b/mh/1 ' })).toEqual({
      pharmacist_name: 'Anita Deshmukh',
      pharmacist_registration: 'MH-PH 1',
      drug_licence_number: '20B/MH/1',
    });
    expect(hasPharmacyDetails(complete)).toBe(true);
    expect(hasPharmacyDetails({ ...complete, pharmacist_name: null })).toBe(false);
  });
});

describe('the problems by field', () => {
  it('names a missing detail under each empty field and a wrong one under its own field', () => {
    expect(pharmacyDetailsProblems({ pharmacist_name: 'Anita Deshmukh' }, false)).toEqual({ pharmacist_registration: PHARMACY_MESSAGES.allOrNone, drug_licence_number: PHARMACY_MESSAGES.allOrNone });
    expect(pharmacyDetailsProblems({}, true)).toEqual({ pharmacist_name: PHARMACY_MESSAGES.allRequired, pharmacist_registration: PHARMACY_MESSAGES.allRequired, drug_licence_number: PHARMACY_MESSAGES.allRequired });
    expect(pharmacyDetailsProblems({ ...complete, pharmacist_registration: 'P#1' }, true)).toEqual({ pharmacist_registration: PHARMACY_MESSAGES.registrationFormat });
  });
});

import { MESSAGES } from 'shared-lib/domain/core';
import { checkPincodeAgainstCity, COMMON_PASSWORDS, isPastDate, isValidName, parseAddressLines, PATIENT_MESSAGES, passwordPolicyError } from './patient';

describe('password policy', () => {
  it('needs at least 8 characters', () => {
    expect(passwordPolicyError('Ab1!xyz')).toBe(PATIENT_MESSAGES.passwordTooShort);
    expect(passwordPolicyError('Tulsi-Leaf-2024')).toBeNull();
  });
  it('refuses the ~100 most common passwords, whatever the case', () => {
    expect(COMMON_PASSWORDS.length).toBeGreaterThanOrEqual(100);
    expect(passwordPolicyError('password123')).toBe(PATIENT_MESSAGES.passwordTooCommon);
    expect(passwordPolicyError('Password@123')).toBe(PATIENT_MESSAGES.passwordTooCommon);
    expect(passwordPolicyError('QWERTYUIOP')).toBe(PATIENT_MESSAGES.passwordTooCommon);
  });
});

describe('person rules', () => {
  it('accepts names in any script and refuses digits or blanks', () => {
    expect(isValidName('Anjali')).toBe(true);
    expect(isValidName("D'Souza-Rao")).toBe(true);
    expect(isValidName('अनुराधा')).toBe(true);
    expect(isValidName('  ')).toBe(false);
    expect(isValidName('R2D2')).toBe(false);
  });
  it('accepts only real past dates', () => {
    expect(isPastDate('1992-08-14')).toBe(true);
    expect(isPastDate('1992-02-30')).toBe(false);
    expect(isPastDate('2999-01-01')).toBe(false);
    expect(isPastDate('14/08/1992')).toBe(false);
  });
});

describe('pincode against city (spec section 5)', () => {
  const found = { Status: 'Success', Message: 'ok', PostOffice: [{ Name: 'Koramangala', District: 'Bangalore', Division: 'Bangalore South' }] };
  it('matches Name, District or Division case-insensitively', () => {
    for (const city of ['koramangala', 'BANGALORE', 'Bangalore South']) expect(checkPincodeAgainstCity(found, city, MESSAGES.zipIncorrect)).toEqual({ ok: true });
    expect(checkPincodeAgainstCity(found, 'Mysore', MESSAGES.zipIncorrect)).toEqual({ ok: false, message: 'The ZIP / Postal Code is incorrect' });
  });
  it("shows the service's message when Status is Error", () => {
    expect(checkPincodeAgainstCity({ Status: 'Error', Message: 'No records found', PostOffice: null }, 'Bangalore', MESSAGES.zipIncorrect)).toEqual({ ok: false, message: 'No records found' });
  });
});

it('parses stored address JSON', () => {
  expect(parseAddressLines('{"address_line_1":"a","address_line_2":"b","pincode":"560034"}')).toEqual({ address_line_1: 'a', address_line_2: 'b', pincode: '560034' });
  expect(parseAddressLines('plain text')).toEqual({ address_line_1: 'plain text', address_line_2: '', pincode: '' });
});

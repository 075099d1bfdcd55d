/**
 * Patient rules shared by the patient app (forms) and the API (enforcement): names, phone, pincode,
 * password policy, and the texts that go with them. Spec texts come from MESSAGES; the few texts the
 * spec leaves out (password policy, duplicate email...) are defined here once.
 */
import {
  GENDERS,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PINCODE_PATTERN,
  type AddressLines,
  type Gender,
} from 'shared-lib/domain/core';

/** Texts the spec does not quote; one source for the form and the API. */
export const PATIENT_MESSAGES = {
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  passwordTooCommon: 'This password is too common. Please choose a less common password',
  emailTaken: 'An account with this email already exists. Please log in instead.',
  wrongCurrentPassword: 'Current password is incorrect',
  emailChangeNeedsPassword: 'Please enter your current password to change your email',
  passwordUnchanged: 'New password must be different from the current password',
  acceptTerms: 'Please accept the terms and conditions',
  ownAccountOnly: 'You can only access your own account',
  addressNotFound: 'Address not found',
  orderNotFound: 'Order not found',
  cannotCancel: 'Only orders that are still processing can be cancelled',
  orderCancelled: 'Your order has been cancelled',
  oneDefault: 'Exactly one address must be marked as default',
  cityNotInState: 'The chosen city does not belong to the chosen state',
  pincodeMismatch: 'The pincode in the address must match the pincode field',
  passwordChanged: 'Password changed successfully',
} as const;

/**
 * The ~100 most common passwords (from public breach-corpus top lists: SecLists' 10k-most-common,
 * NCSC's PwnedPasswords top 100k head), lower-cased. Compared case-insensitively.
 */
export const COMMON_PASSWORDS: readonly string[] = [
  '123456', '123456789', '12345678', 'password', 'qwerty123', 'qwerty1', '111111', '12345', 'secret', '123123',
  '1234567890', '1234567', '000000', 'qwerty', 'abc123', 'password1', 'iloveyou', '11111111', 'dragon', 'monkey',
  '123123123', '123321', 'qwertyuiop', '00000000', 'password123', 'password@123', 'admin', 'admin123', 'admin@123', 'welcome',
  'welcome1', 'welcome123', 'welcome@123', 'letmein', 'football', 'baseball', 'sunshine', 'princess', 'master', 'shadow',
  'superman', 'batman', 'trustno1', 'michael', 'jennifer', 'charlie', 'jordan23', 'hunter2', 'starwars', 'whatever',
  'freedom', 'passw0rd', 'p@ssw0rd', 'p@ssword', 'pass@123', 'pass1234', 'zaq12wsx', '1q2w3e4r', '1q2w3e4r5t', '1qaz2wsx',
  'asdfghjkl', 'asdfgh', 'zxcvbnm', 'qazwsx', 'q1w2e3r4', 'q1w2e3r4t5y6', '987654321', '654321', '666666', '888888',
  '7777777', '121212', '112233', '123654', '159753', '147258369', 'aa123456', 'a123456', 'a12345678', 'abcd1234',
  'abcdef', 'abcdefgh', 'killer', 'computer', 'internet', 'mustang', 'access', 'flower', 'hello123', 'hello@123',
  'loveyou', 'lovely', 'india123', 'india@123', 'iloveindia', 'bharat123', 'krishna', 'ganesh', 'sairam', 'omsairam',
  'changeme', 'default', 'login123', 'test1234', 'testing123', 'google', 'samsung', 'ashley', 'daniel', 'qwerty12345',
];
const COMMON_SET = new Set(COMMON_PASSWORDS);

export function isCommonPassword(password: string): boolean {
  return COMMON_SET.has(password.trim().toLowerCase());
}

/** The password policy: at least 8 characters and not a common password. Returns the message, or null when fine. */
export function passwordPolicyError(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return PATIENT_MESSAGES.passwordTooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return PATIENT_MESSAGES.passwordTooLong;
  if (isCommonPassword(password)) return PATIENT_MESSAGES.passwordTooCommon;
  return null;
}

/** Letters (any script), spaces, dots, apostrophes and hyphens; starts with a letter. */
export const NAME_PATTERN = /^\p{L}[\p{L}\p{M} .'-]*$/u;
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export function isValidName(name: string): boolean {
  const trimmed = name.trim();
  return trimmed.length > 0 && trimmed.length <= NAME_MAX_LENGTH && NAME_PATTERN.test(trimmed);
}

export function isGender(value: unknown): value is Gender {
  return typeof value === 'string' && (GENDERS as readonly string[]).includes(value);
}

/** A real calendar date (YYYY-MM-DD) not in the future. */
export function isPastDate(value: string, today: Date = new Date()): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
  return date.getTime() <= today.getTime() && date.getUTCFullYear() >= 1900;
}

export function isSixDigitPincode(value: string): boolean {
  return PINCODE_PATTERN.test(value);
}

export type PincodeVerdict = { ok: true } | { ok: false; message: string };

/**
 * Spec section 5, pincode check: Status 'Error' -> the service's message; otherwise the chosen city
 * must equal (case-insensitive) the Name, District or Division of one of the pincode's post offices.
 */
export function checkPincodeAgainstCity(
  lookup: { Status: string; Message: string; PostOffice: { Name: string; District: string; Division: string }[] | null } | undefined,
  cityName: string,
  incorrectMessage: string,
): PincodeVerdict {
  if (!lookup || lookup.Status === 'Error' || !lookup.PostOffice) {
    return { ok: false, message: lookup?.Message || incorrectMessage };
  }
  const city = cityName.trim().toLowerCase();
  const matches = lookup.PostOffice.some((office) =>
    [office.Name, office.District, office.Division].some((name) => typeof name === 'string' && name.trim().toLowerCase() === city),
  );
  return matches ? { ok: true } : { ok: false, message: incorrectMessage };
}

/** Address lines from the stored JSON text; tolerant of bad data. */
export function parseAddressLines(text: string | null | undefined): AddressLines {
  try {
    const parsed = JSON.parse(text ?? '') as Partial<AddressLines>;
    return {
      address_line_1: String(parsed.address_line_1 ?? ''),
      address_line_2: String(parsed.address_line_2 ?? ''),
      pincode: String(parsed.pincode ?? ''),
    };
  } catch {
    return { address_line_1: text ?? '', address_line_2: '', pincode: '' };
  }
}

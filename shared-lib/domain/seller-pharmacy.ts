/**
 * The seller's pharmacy (issue 28): the registered pharmacist who reviews prescriptions and the retail drug
 * licence. A seller may register without them, but lists prescription medicines (every class but otc) only
 * once all three are given. One rule for the sign-up form, the dashboard's profile and the API. Pure.
 */
export const PHARMACY_FIELDS = ['pharmacist_name', 'pharmacist_registration', 'drug_licence_number'] as const;
export type PharmacyField = (typeof PHARMACY_FIELDS)[number];
export type PharmacyDetails = Record<PharmacyField, string>;

export const PHARMACY_FIELD_MAX_LENGTH = 100;
/** A person's name: letters (any script), spaces, dots, apostrophes and hyphens. */
export const PHARMACIST_NAME_PATTERN = /^\p{L}[\p{L}\p{M} .'-]*$/u;
/**
 * State pharmacy council registration numbers and drug licence numbers (Forms 20/21, e.g. "MH-MZ5-123456",
 * "20B/DL/2024/1234") vary by state: letters, digits, slashes, hyphens, dots and spaces, 3 to 40 characters.
 */
export const LICENCE_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9/. -]{1,38}[A-Za-z0-9]$/;

export const PHARMACY_MESSAGES = {
  allOrNone: "Give the pharmacist's name, the pharmacist's registration number and the retail drug licence number together, or leave all three empty",
  allRequired: "The pharmacist's name, the pharmacist's registration number and the retail drug licence number are all required",
  nameFormat: "The pharmacist's name may hold only letters, spaces, dots, apostrophes and hyphens",
  registrationFormat: 'The pharmacist registration number may hold only letters, digits, slashes, hyphens, dots and spaces (3 to 40 characters)',
  licenceFormat: 'The retail drug licence number may hold only letters, digits, slashes, hyphens, dots and spaces (3 to 40 characters)',
  tooLong: `Each pharmacy detail may be at most ${PHARMACY_FIELD_MAX_LENGTH} characters`,
  neededForPrescriptionClass:
    "Prescription medicines can be listed only by a seller with a registered pharmacist: add the pharmacist's name, the pharmacist's registration number and your retail drug licence number in the Profile tab of the seller dashboard first",
  saved: 'Pharmacy details saved',
} as const;

const trimmed = (details: Partial<Record<PharmacyField, string | null | undefined>>): PharmacyDetails => ({
  pharmacist_name: (details.pharmacist_name ?? '').trim().replace(/\s+/g, ' '),
  pharmacist_registration: (details.pharmacist_registration ?? '').trim().replace(/\s+/g, ' ').toUpperCase(),
  drug_licence_number: (details.drug_licence_number ?? '').trim().replace(/\s+/g, ' ').toUpperCase(),
});

/** The three details as stored: spaces folded, numbers upper-cased. */
export const normalisePharmacyDetails = trimmed;

/** True when all three details are given (the seller may list prescription medicines). */
export const hasPharmacyDetails = (details: Partial<Record<PharmacyField, string | null | undefined>>): boolean => PHARMACY_FIELDS.every((field) => trimmed(details)[field] !== '');

/**
 * The problems of the three details, by field. `required`: all three must be given (the dashboard's profile);
 * otherwise all three or none (the sign-up form). A missing detail is named under each empty field.
 */
export function pharmacyDetailsProblems(details: Partial<Record<PharmacyField, string | null | undefined>>, required: boolean): Partial<Record<PharmacyField, string>> {
  const values = trimmed(details);
  const empty = PHARMACY_FIELDS.filter((field) => values[field] === '');
  if (empty.length === PHARMACY_FIELDS.length && !required) return {};
  if (empty.length) return Object.fromEntries(empty.map((field) => [field, required ? PHARMACY_MESSAGES.allRequired : PHARMACY_MESSAGES.allOrNone]));
  const problems: Partial<Record<PharmacyField, string>> = {};
  for (const field of PHARMACY_FIELDS) if (values[field].length > PHARMACY_FIELD_MAX_LENGTH) problems[field] = PHARMACY_MESSAGES.tooLong;
  if (!problems.pharmacist_name && !PHARMACIST_NAME_PATTERN.test(values.pharmacist_name)) problems.pharmacist_name = PHARMACY_MESSAGES.nameFormat;
  if (!problems.pharmacist_registration && !LICENCE_NUMBER_PATTERN.test(values.pharmacist_registration)) problems.pharmacist_registration = PHARMACY_MESSAGES.registrationFormat;
  if (!problems.drug_licence_number && !LICENCE_NUMBER_PATTERN.test(values.drug_licence_number)) problems.drug_licence_number = PHARMACY_MESSAGES.licenceFormat;
  return problems;
}

/** The first problem of the three details (in the form's order), or null. */
export function pharmacyDetailsError(details: Partial<Record<PharmacyField, string | null | undefined>>, required: boolean): string | null {
  const problems = pharmacyDetailsProblems(details, required);
  return PHARMACY_FIELDS.map((field) => problems[field]).find(Boolean) ?? null;
}

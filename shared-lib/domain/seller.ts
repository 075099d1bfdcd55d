/**
 * Seller rules shared by the seller sign-up form and the API: the GSTIN and PAN formats, the GSTIN check
 * character, the official GST state codes, and the texts the spec leaves out. Pure: no I/O.
 */
import { COMPANY_TYPES, MAX_UPLOAD_MB, PINCODE_PATTERN } from 'shared-lib/domain/core';

/** PAN: five letters, four digits, one letter (e.g. ABCPE1234F). */
export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
/** GSTIN: 2-digit state code, the 10-character PAN, entity number (1-9, A-Z), 'Z', check character. */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
export const GSTIN_LENGTH = 15;
export const COMPANY_FIELD_MAX_LENGTH = 200;
export const OFFICE_ADDRESS_MAX_LENGTH = 500;

/** Texts the spec does not quote; one source for the form and the API. */
export const SELLER_MESSAGES = {
  gstinLength: `The GST number must be ${GSTIN_LENGTH} characters`,
  gstinFormat: 'The GST number is not in the GSTIN format (state code, PAN, entity number, Z, check character)',
  gstinCheckDigit: 'The GST number is not valid: its check character does not match',
  gstinStateCode: 'The GST number does not start with a known state code',
  gstinStateMismatch: 'The GST number belongs to another state than the chosen state',
  panFormat: 'The PAN number must be five letters, four digits and one letter (e.g. ABCPE1234F)',
  panMismatch: 'The PAN number must be the PAN inside the GST number',
  pincodeSixDigits: 'The ZIP / Postal Code must be exactly 6 digits',
  phoneFormat: 'The Phone Number must be 10 digits',
  companyTypeUnknown: 'Please choose one of the listed company types',
  panImageMandatory: 'The PAN image is mandatory (jpg, jpeg or png)',
  panImageType: 'The PAN image must be a jpg, jpeg or png file',
  panImageTooLarge: `The PAN image may be at most ${MAX_UPLOAD_MB} MB`,
  emailTaken: 'A seller account with this email already exists. Please log in instead.',
  gstinTaken: 'A seller with this GST number is already registered',
  cityNotInState: 'The chosen city does not belong to the chosen state',
  sellerNotFound: 'Seller not found',
  panImageNotFound: 'PAN image not found',
  ownAccountOnly: 'You can only access your own seller account',
} as const;

/**
 * The official 2-digit GST state codes (GST portal, state code list), by the state and union territory
 * names the seed uses. Dadra and Nagar Haveli and Daman and Diu use 26 since their merger; Andhra Pradesh 37.
 */
export const GST_STATE_CODES: Readonly<Record<string, string>> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
};
const KNOWN_STATE_CODES = new Set(Object.values(GST_STATE_CODES));

const GSTIN_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Upper-cases and removes spaces, as people type GST and PAN numbers. */
export function normaliseTaxId(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/**
 * The GSTIN check character of the first 14 characters (the GSTN's mod-36 scheme): alternate weights 1
 * and 2, each product folded as quotient + remainder of 36, and the character that brings the sum to a
 * multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const value = GSTIN_ALPHABET.indexOf(first14[i]);
    if (value < 0) throw new Error(`Not a GSTIN character: ${first14[i]}`);
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_ALPHABET[(36 - (sum % 36)) % 36];
}

/** A complete GSTIN for a state code and PAN (entity number 1 by default), with its check character. */
export function buildGstin(stateCode: string, pan: string, entity = '1'): string {
  const first14 = `${stateCode}${pan}${entity}Z`;
  return first14 + gstinCheckCharacter(first14);
}

export type TaxIdVerdict = { ok: true } | { ok: false; message: string };

/** GSTIN on its own: length, format, known state code and check character. */
export function gstinError(raw: string): string | null {
  const gstin = normaliseTaxId(raw);
  if (gstin.length !== GSTIN_LENGTH) return SELLER_MESSAGES.gstinLength;
  if (!GSTIN_PATTERN.test(gstin)) return SELLER_MESSAGES.gstinFormat;
  if (!KNOWN_STATE_CODES.has(gstin.slice(0, 2))) return SELLER_MESSAGES.gstinStateCode;
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return SELLER_MESSAGES.gstinCheckDigit;
  return null;
}

export function panError(raw: string): string | null {
  return PAN_PATTERN.test(normaliseTaxId(raw)) ? null : SELLER_MESSAGES.panFormat;
}

/**
 * The whole tax identity of a seller: a valid GSTIN, a valid PAN, the GSTIN's state code equal to the
 * chosen state's code (when known) and the PAN inside the GSTIN equal to the PAN number.
 */
export function taxIdentityError(input: { gst_number: string; pan_number: string; stateCode?: string | null }): string | null {
  const gstProblem = gstinError(input.gst_number);
  if (gstProblem) return gstProblem;
  const panProblem = panError(input.pan_number);
  if (panProblem) return panProblem;
  const gstin = normaliseTaxId(input.gst_number);
  if (input.stateCode !== undefined && gstin.slice(0, 2) !== input.stateCode) return SELLER_MESSAGES.gstinStateMismatch;
  if (gstin.slice(2, 12) !== normaliseTaxId(input.pan_number)) return SELLER_MESSAGES.panMismatch;
  return null;
}

export function isCompanyType(value: unknown): boolean {
  return typeof value === 'string' && (COMPANY_TYPES as readonly string[]).includes(value);
}

/** Spec section 5: the seller's ZIP is looked up only with exactly 6 digits; otherwise the form's check passes. */
export function sellerZipNeedsLookup(zip: string): boolean {
  return PINCODE_PATTERN.test(zip.trim());
}

/** What the PAN image file input accepts (spec: jpg, png, jpeg). */
export const PAN_IMAGE_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';
/** jpg, jpeg or png by name or declared type; the server checks the real content. */
export function looksLikeImageFile(file: { name: string; type: string }): boolean {
  return /\.(jpe?g|png)$/i.test(file.name) || file.type === 'image/jpeg' || file.type === 'image/png';
}

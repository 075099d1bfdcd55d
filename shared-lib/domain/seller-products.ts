/**
 * A seller's own products (issue 11): bounds, the sales price rule and the delivery pincode list, shared
 * by the seller's product form and the API.
 */
import { PINCODE_PATTERN } from 'shared-lib/domain/core';

export const PRODUCT_LIMITS = {
  nameMax: 200,
  codeMax: 40,
  shortDescriptionMax: 500,
  fullDescriptionMax: 20000,
  priceMax: 1000000,
  stockMax: 100000,
  discountMax: 90,
  pincodesMax: 100,
  /** issue 30: the botanical or classical ingredients, and the Devanagari name (both optional) */
  compositionMax: 1000,
  nameHiMax: 200,
} as const;

/** A Hindi name: Devanagari letters and signs with spaces, digits and simple punctuation (at least one Devanagari letter). */
export const HINDI_NAME_PATTERN = /^(?=.*[\u0900-\u097F])(?:[\u0900-\u097F0-9 .,()&'/-]|\u200C|\u200D)+$/;

/** Letters, digits, '-' and '_', starting with a letter or digit. */
export const PRODUCT_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

export const SELLER_PRODUCT_MESSAGES = {
  nameMandatory: 'The product name is mandatory.',
  codeMandatory: 'The product code is mandatory.',
  codeFormat: 'The product code may hold only letters, digits, - and _',
  codeTaken: 'A product with this code already exists',
  brandUnknown: 'Please choose one of the listed brands',
  categoryUnknown: 'Please choose one of the listed categories',
  regularPrice: `The regular price must be a whole number of rupees from 1 to ${PRODUCT_LIMITS.priceMax}`,
  discount: `The discount must be a whole percent from 0 to ${PRODUCT_LIMITS.discountMax}`,
  stock: `The stock must be a whole number from 0 to ${PRODUCT_LIMITS.stockMax}`,
  shortDescriptionMandatory: 'The short description is mandatory.',
  fullDescriptionMandatory: 'The full description is mandatory.',
  pincodes: 'Delivery pincodes must be 6-digit pincodes separated by commas',
  nameHi: 'The Hindi name must be written in Devanagari (for example अश्वगंधा टैबलेट)',
  composition: 'The composition may not contain < or > (write the ingredients as plain text)',
  imageMandatory: 'The product image is mandatory (jpg, jpeg or png)',
  productNotFound: 'Product not found',
  notASeller: 'Only a registered seller company can do this',
} as const;

/** Sales price in whole rupees: the regular price less the discount percent, rounded. */
export function salesPriceOf(regularPrice: number, discountPercent: number): number {
  return Math.round((regularPrice * (100 - discountPercent)) / 100);
}

/** A whole number in [min, max] written in plain digits, or null. */
export function wholeNumberIn(text: string, min: number, max: number): number | null {
  if (!/^\d{1,9}$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value >= min && value <= max ? value : null;
}

/** '560001, 110001' -> ['560001', '110001'] (distinct, in order); null when any entry is not 6 digits. Empty means no restriction. */
export function parsePincodeList(text: string): string[] | null {
  const entries = text.split(',').map((entry) => entry.trim()).filter(Boolean);
  if (entries.length > PRODUCT_LIMITS.pincodesMax || entries.some((entry) => !PINCODE_PATTERN.test(entry))) return null;
  return [...new Set(entries)];
}

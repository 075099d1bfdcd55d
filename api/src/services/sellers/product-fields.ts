/** A seller's product form checked on the server: required fields, whole-rupee prices within bounds, the computed sales price, the prescription class and return window, the sanitised description. */
import type { Kysely } from 'kysely';
import { HINDI_NAME_PATTERN, parsePincodeList, PRESCRIPTION_CLASSES, PRODUCT_CODE_PATTERN, PRODUCT_LIMITS, REFUSED_PRESCRIPTION_CLASSES, RX_MESSAGES, salesPriceOf, SELLER_PRODUCT_MESSAGES as P, wholeNumberIn } from 'shared-lib/domain';
import { DEFAULT_RETURN_WINDOW_DAYS, RETURN_MESSAGES, RETURN_WINDOW_MAX, returnWindowAllowed } from 'shared-lib/domain/returns';
import { SellerProductFields, type SellerProductField } from 'shared-lib/contract';
import { Value } from 'typebox/value';
import type { Database } from '../../db/schema';
import { badRequest } from '../../http-error';
import { sanitizeRichText } from '../html';
import { productSearchColumns } from '../search/product-columns';

const REQUIRED: readonly [SellerProductField, string][] = [
  ['name', P.nameMandatory],
  ['code', P.codeMandatory],
  ['brand_id', P.brandUnknown],
  ['category_id', P.categoryUnknown],
  ['regular_price', P.regularPrice],
  ['discount', P.discount],
  ['in_stock_quantity', P.stock],
  ['short_description', P.shortDescriptionMandatory],
  ['full_description', P.fullDescriptionMandatory],
];

export interface ProductValues {
  name: string;
  code: string;
  brand_id: number;
  category_id: number;
  regular_price: number;
  discount: number;
  sales_price: number;
  in_stock_quantity: number;
  short_description: string;
  full_description: string;
  pincodes: string[];
  composition: string;
  name_hi: string;
  search_key: string;
  main_ingredient: string;
  /** undefined: not sent (create: otc; update: unchanged) */
  prescription_class?: string;
  /** undefined: not sent (create: 7 for otc, else 0; update: unchanged) */
  return_window_days?: number;
}

/** The return window: 0..RETURN_WINDOW_MAX whole days; a prescription class allows 0 only. */
function returnWindowOf(raw: string | undefined): number | undefined {
  const text = (raw ?? '').trim();
  if (!text) return undefined;
  const days = wholeNumberIn(text, 0, RETURN_WINDOW_MAX);
  if (days === null) throw badRequest(RETURN_MESSAGES.windowTooLong);
  return days;
}

/** The window to store: the one sent, else (create) the policy's default for otc; refused above 0 for a prescription class. */
export function checkedWindow(days: number | undefined, prescriptionClass: string, creating: boolean): number | undefined {
  const value = days ?? (creating ? (prescriptionClass === 'otc' ? DEFAULT_RETURN_WINDOW_DAYS : 0) : undefined);
  if (value !== undefined && !returnWindowAllowed(prescriptionClass, value)) throw badRequest(RETURN_MESSAGES.windowForPrescription);
  return value;
}

/** The product's prescription class: one of PRESCRIPTION_CLASSES; schedule X and narcotics are refused outright. */
function prescriptionClassOf(raw: string | undefined): string | undefined {
  const value = (raw ?? '').trim().toLowerCase();
  if (!value) return undefined;
  if ((REFUSED_PRESCRIPTION_CLASSES as readonly string[]).includes(value) || /schedule[_ ]?x|narcotic/.test(value)) throw badRequest(RX_MESSAGES.refusedClass);
  if (!(PRESCRIPTION_CLASSES as readonly string[]).includes(value)) throw badRequest(`The prescription class must be one of ${PRESCRIPTION_CLASSES.join(', ')}`);
  return value;
}

export async function validateProduct(db: Kysely<Database>, raw: Record<string, string | undefined>): Promise<ProductValues> {
  const field = (name: SellerProductField) => (raw[name] ?? '').trim();
  for (const [name, message] of REQUIRED) if (!field(name)) throw badRequest(message);
  const problem = Value.Errors(SellerProductFields, Object.fromEntries([...REQUIRED.map(([name]) => name), 'pincodes', 'composition', 'name_hi'].map((name) => [name, field(name as SellerProductField)])))[0];
  if (problem) throw badRequest(`Invalid ${problem.instancePath.replace(/^\//, '').replace(/_/g, ' ') || 'form'}: ${problem.message}`);
  if (!PRODUCT_CODE_PATTERN.test(field('code'))) throw badRequest(P.codeFormat);
  const regular = wholeNumberIn(field('regular_price'), 1, PRODUCT_LIMITS.priceMax);
  if (regular === null) throw badRequest(P.regularPrice);
  const discount = wholeNumberIn(field('discount'), 0, PRODUCT_LIMITS.discountMax);
  if (discount === null) throw badRequest(P.discount);
  const stock = wholeNumberIn(field('in_stock_quantity'), 0, PRODUCT_LIMITS.stockMax);
  if (stock === null) throw badRequest(P.stock);
  const pincodes = parsePincodeList(field('pincodes'));
  if (pincodes === null) throw badRequest(P.pincodes);
  const brandId = wholeNumberIn(field('brand_id'), 1, 2 ** 31 - 1);
  const brand = brandId === null ? undefined : await db.selectFrom('brands').select('id').where('id', '=', brandId).executeTakeFirst();
  if (!brand) throw badRequest(P.brandUnknown);
  const categoryId = wholeNumberIn(field('category_id'), 1, 2 ** 31 - 1);
  const category = categoryId === null ? undefined : await db.selectFrom('categories').select('id').where('id', '=', categoryId).executeTakeFirst();
  if (!category) throw badRequest(P.categoryUnknown);
  const nameHi = field('name_hi').normalize('NFC');
  if (nameHi && !HINDI_NAME_PATTERN.test(nameHi)) throw badRequest(P.nameHi);
  // plain text stored as plain text: the composition is shown as text, never as HTML
  const composition = field('composition').replace(/\s+/g, ' ');
  if (/[<>]/.test(composition)) throw badRequest(P.composition);
  const fullDescription = sanitizeRichText(field('full_description'));
  if (!fullDescription.trim()) throw badRequest(P.fullDescriptionMandatory);
  return {
    name: field('name'),
    code: field('code').toUpperCase(),
    brand_id: brand.id,
    category_id: category.id,
    regular_price: regular,
    discount,
    sales_price: salesPriceOf(regular, discount),
    in_stock_quantity: stock,
    short_description: field('short_description'),
    full_description: fullDescription,
    pincodes,
    composition,
    name_hi: nameHi,
    ...productSearchColumns({ name: field('name'), name_hi: nameHi, composition }),
    prescription_class: prescriptionClassOf(raw.prescription_class),
    return_window_days: returnWindowOf(raw.return_window_days),
  };
}

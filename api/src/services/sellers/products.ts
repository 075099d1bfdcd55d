/**
 * A seller's own products: create, update and list. The seller is the token's; another seller's product
 * answers 404 (no existence leak). Prices are whole rupees within bounds, the sales price is computed,
 * the full description is sanitised once on save, the image goes through the storage module.
 */
import type { Kysely, Transaction } from 'kysely';
import { hasPharmacyDetails, HINDI_NAME_PATTERN, needsPrescription, parsePincodeList, PHARMACY_MESSAGES, PRESCRIPTION_CLASSES, PRODUCT_CODE_PATTERN, PRODUCT_LIMITS, REFUSED_PRESCRIPTION_CLASSES, ROLES, RX_MESSAGES, salesPriceOf, SELLER_PRODUCT_MESSAGES as P, SHIPMENT_MESSAGES, wholeNumberIn } from 'shared-lib/domain';
import { DEFAULT_RETURN_WINDOW_DAYS, RETURN_MESSAGES, RETURN_WINDOW_MAX, returnWindowAllowed } from 'shared-lib/domain/returns';
import { SellerProductFields, type SellerProduct, type SellerProductField, type SellerProductPage, type SellerProductsQuery } from 'shared-lib/contract';
import { Value } from 'typebox/value';
import type { Database } from '../../db/schema';
import { type FileStorage, type ImageUpload, publicUrl, withStoredImages } from '../../integrations/storage';
import { isUniqueViolation } from '../../db/unique-violation';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../http-error';
import { sanitizeRichText } from '../html';
import { productSearchColumns } from '../search/product-columns';
import { sellerIsVerified } from './visibility';

export const PRODUCT_IMAGE_FOLDER = 'products';
/** New products come after the curated ones in the featured sort (the column's default). */
const NEW_PRODUCT_RANK = 1000;
const UPLOADED_PREFIX = publicUrl(`${PRODUCT_IMAGE_FOLDER}/`);

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

interface ProductValues {
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
function checkedWindow(days: number | undefined, prescriptionClass: string, creating: boolean): number | undefined {
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

/** Prescription medicines are listed only by a seller whose registered pharmacist and drug licence are on record. */
async function refuseUnlicensedPrescriptionProduct(db: Kysely<Database>, sellerId: number, prescriptionClass: string | undefined): Promise<void> {
  if (!needsPrescription(prescriptionClass)) return;
  const seller = await db.selectFrom('sellers').select(['pharmacist_name', 'pharmacist_registration', 'drug_licence_number']).where('id', '=', sellerId).executeTakeFirst();
  if (!seller || !hasPharmacyDetails(seller)) throw badRequest(PHARMACY_MESSAGES.neededForPrescriptionClass);
}

/** The seller company of a seller user; a seller login without a company cannot sell. */
export async function sellerIdOf(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db.selectFrom('sellers').innerJoin('users', 'users.id', 'sellers.user_id').select('sellers.id').where('users.id', '=', userId).where('users.role', '=', ROLES.seller).executeTakeFirst();
  if (!row) throw forbidden(P.notASeller);
  return row.id;
}

async function validate(db: Kysely<Database>, raw: Record<string, string | undefined>): Promise<ProductValues> {
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

async function refuseTakenCode(db: Kysely<Database>, code: string, exceptId?: number): Promise<void> {
  const row = await db
    .selectFrom('products')
    .select('id')
    .where((eb) => eb(eb.fn('upper', ['code']), '=', code))
    .$if(exceptId !== undefined, (qb) => qb.where('id', '!=', exceptId as number))
    .executeTakeFirst();
  if (row) throw conflict(P.codeTaken);
}

async function writeLocations(trx: Transaction<Database>, productId: number, pincodes: string[]): Promise<void> {
  await trx.deleteFrom('product_locations').where('product_id', '=', productId).execute();
  if (pincodes.length) await trx.insertInto('product_locations').values(pincodes.map((pincode) => ({ product_id: productId, pincode }))).execute();
}

async function unlessCodeTaken<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(P.codeTaken);
    throw error;
  }
}

type Deps = { db: Kysely<Database>; storage: FileStorage };

export async function createSellerProduct({ db, storage }: Deps, userId: number, raw: Record<string, string | undefined>, image: ImageUpload | undefined): Promise<SellerProduct> {
  const sellerId = await sellerIdOf(db, userId);
  const { pincodes, prescription_class, return_window_days, ...values } = await validate(db, raw);
  if (!image) throw badRequest(P.imageMandatory);
  await refuseUnlicensedPrescriptionProduct(db, sellerId, prescription_class);
  const live = await sellerIsVerified(db, sellerId);
  const windowDays = checkedWindow(return_window_days, prescription_class ?? 'otc', true) as number;
  await refuseTakenCode(db, values.code);
  const id = await unlessCodeTaken(() =>
    withStoredImages(storage, 'public', PRODUCT_IMAGE_FOLDER, [image], ([key]) =>
      db.transaction().execute(async (trx) => {
        const row = await trx.insertInto('products').values({ ...values, prescription_class: prescription_class ?? 'otc', image: publicUrl(key), seller_id: sellerId, featured_rank: NEW_PRODUCT_RANK, return_window_days: windowDays, listed: 1, on_sale: live ? 1 : 0 }).returning('id').executeTakeFirstOrThrow();
        await writeLocations(trx, row.id, pincodes);
        return row.id;
      }),
    ),
  );
  return (await findSellerProduct(db, sellerId, id)) as SellerProduct;
}

export async function updateSellerProduct({ db, storage }: Deps, userId: number, productId: number, raw: Record<string, string | undefined>, image: ImageUpload | undefined): Promise<SellerProduct> {
  const sellerId = await sellerIdOf(db, userId);
  const current = await findSellerProduct(db, sellerId, productId);
  if (!current) throw notFound(P.productNotFound);
  const { pincodes, prescription_class, return_window_days, ...values } = await validate(db, raw);
  await refuseUnlicensedPrescriptionProduct(db, sellerId, prescription_class ?? current.prescription_class);
  await refuseTakenCode(db, values.code, productId);
  // a class changed to a prescription one without a window sent closes the window
  const classAfter = prescription_class ?? current.prescription_class ?? 'otc';
  const windowDays = checkedWindow(return_window_days ?? (classAfter === 'otc' ? undefined : 0), classAfter, false);
  await unlessCodeTaken(() =>
    withStoredImages(storage, 'public', PRODUCT_IMAGE_FOLDER, image ? [image] : [], ([key]) =>
      db.transaction().execute(async (trx) => {
        // the stock is written only when the seller changed it, and only over the value the seller saw, so a
        // concurrent order's decrement is never overwritten (409 instead)
        const { in_stock_quantity: stock, ...rest } = values;
        const updated = await trx
          .updateTable('products')
          .set({ ...rest, ...(prescription_class ? { prescription_class } : {}), ...(windowDays !== undefined ? { return_window_days: windowDays } : {}), ...(key ? { image: publicUrl(key) } : {}) })
          .where('id', '=', productId)
          .where('seller_id', '=', sellerId)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) !== 1) throw notFound(P.productNotFound);
        if (stock !== current.in_stock_quantity) {
          const moved = await trx.updateTable('products').set({ in_stock_quantity: stock }).where('id', '=', productId).where('in_stock_quantity', '=', current.in_stock_quantity).executeTakeFirst();
          if (Number(moved.numUpdatedRows) !== 1) throw new HttpError(409, SHIPMENT_MESSAGES.stockChangedMeanwhile);
        }
        await writeLocations(trx, productId, pincodes);
      }),
    ),
  );
  // The replaced upload is no longer referenced (seed artwork is left alone).
  if (image && current.image.startsWith(UPLOADED_PREFIX)) await storage.remove('public', current.image.slice('/uploads/'.length)).catch(() => undefined);
  return (await findSellerProduct(db, sellerId, productId)) as SellerProduct;
}

function ownProducts(db: Kysely<Database>, sellerId: number) {
  return db.selectFrom('products').where('seller_id', '=', sellerId);
}

async function withPincodes(db: Kysely<Database>, rows: Omit<SellerProduct, 'pincodes'>[]): Promise<SellerProduct[]> {
  if (!rows.length) return [];
  const locations = await db.selectFrom('product_locations').select(['product_id', 'pincode']).where('product_id', 'in', rows.map((row) => row.id)).orderBy('id').execute();
  return rows.map((row) => ({ ...row, pincodes: locations.filter((l) => l.product_id === row.id).map((l) => l.pincode) }));
}

// the seller sees its own choice (listed); shoppers see on_sale, which also needs a verified seller (issue 33)
const COLUMNS = ['id', 'name', 'code', 'image', 'regular_price', 'discount', 'sales_price', 'in_stock_quantity', 'short_description', 'full_description', 'brand_id', 'category_id', 'listed as on_sale', 'composition', 'name_hi', 'prescription_class', 'return_window_days'] as const;
type ProductRow = Omit<SellerProduct, 'pincodes' | 'on_sale' | 'seller_id'> & { on_sale: number };
const asProduct = (row: ProductRow, sellerId: number): Omit<SellerProduct, 'pincodes'> => ({ ...row, on_sale: Number(row.on_sale) === 1, seller_id: sellerId });

export async function findSellerProduct(db: Kysely<Database>, sellerId: number, productId: number): Promise<SellerProduct | null> {
  const row = await ownProducts(db, sellerId).select(COLUMNS).where('id', '=', productId).executeTakeFirst();
  return row ? (await withPincodes(db, [asProduct(row, sellerId)]))[0] : null;
}

export async function listSellerProducts(db: Kysely<Database>, userId: number, query: SellerProductsQuery): Promise<SellerProductPage> {
  const sellerId = await sellerIdOf(db, userId);
  const search = query.search?.trim().toLowerCase();
  const filtered = ownProducts(db, sellerId).$if(Boolean(search), (qb) =>
    qb.where((eb) => eb.or([eb(eb.fn('lower', ['name']), 'like', `%${search}%`), eb(eb.fn('lower', ['code']), 'like', `%${search}%`)])),
  );
  const total = await filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await filtered
    .select(COLUMNS)
    .orderBy('id', 'desc')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  return { items: await withPincodes(db, rows.map((row) => asProduct(row, sellerId))), total: Number(total.n), page: query.page, pageSize: query.pageSize };
}

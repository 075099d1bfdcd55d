/**
 * A seller's own products: create and update (the form: product-fields.ts; the listing: product-views.ts). The seller is the token's; another seller's product
 * answers 404 (no existence leak). Prices are whole rupees within bounds, the sales price is computed,
 * the full description is sanitised once on save, the image goes through the storage module.
 */
import type { Kysely, Transaction } from 'kysely';
import { hasPharmacyDetails, needsPrescription, PHARMACY_MESSAGES, SELLER_PRODUCT_MESSAGES as P, SHIPMENT_MESSAGES } from 'shared-lib/domain';
import type { SellerProduct } from 'shared-lib/contract';
import type { Database } from '../../db/schema';
import { type FileStorage, type ImageUpload, publicUrl, withStoredImages } from '../../integrations/storage';
import { isUniqueViolation } from '../../db/unique-violation';
import { badRequest, conflict, HttpError, notFound } from '../../http-error';
import { checkedWindow, validateProduct } from './product-fields';
import { findSellerProduct } from './product-views';
import { sellerIdOf } from './seller-id';
import { sellerIsVerified } from './visibility';

export const PRODUCT_IMAGE_FOLDER = 'products';
/** New products come after the curated ones in the featured sort (the column's default). */
const NEW_PRODUCT_RANK = 1000;
const UPLOADED_PREFIX = publicUrl(`${PRODUCT_IMAGE_FOLDER}/`);

/** Prescription medicines are listed only by a seller whose registered pharmacist and drug licence are on record. */
async function refuseUnlicensedPrescriptionProduct(db: Kysely<Database>, sellerId: number, prescriptionClass: string | undefined): Promise<void> {
  if (!needsPrescription(prescriptionClass)) return;
  const seller = await db.selectFrom('sellers').select(['pharmacist_name', 'pharmacist_registration', 'drug_licence_number']).where('id', '=', sellerId).executeTakeFirst();
  if (!seller || !hasPharmacyDetails(seller)) throw badRequest(PHARMACY_MESSAGES.neededForPrescriptionClass);
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
  const { pincodes, prescription_class, return_window_days, ...values } = await validateProduct(db, raw);
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
  const { pincodes, prescription_class, return_window_days, ...values } = await validateProduct(db, raw);
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


/**
 * The house seller verifies sellers (issue 33): lists registrations by status, opens a registration's PAN
 * image, and approves, rejects (pending only) or suspends (verified only) with a reason. Each decision is one
 * conditional update in a transaction with the products' visibility and the seller's mail, so two house
 * sessions deciding at once cannot both win.
 */
import type { Kysely } from 'kysely';
import type { SellerDecisionBody, SellerForReview, SellerListQuery } from 'shared-lib/contract';
import {
  ROLES,
  SELLER_DECISION_FROM,
  SELLER_DECISION_RESULT,
  SELLER_VERIFICATION_MESSAGES as V,
  sellerDecisionReason,
  type SellerVerificationStatus,
} from 'shared-lib/domain';
import type { Database } from '../../db/schema';
import type { FileStorage, StoredObject } from '../../integrations/storage';
import { badRequest, conflict, forbidden, notFound } from '../../http-error';
import { invalidateProductCounts } from '../catalogue/listings';
import { enqueueMail } from '../mail/outbox';
import { storedPanImage } from './seller-profile';
import { showSellerProducts } from './visibility';

export async function assertSellerVerifier(db: Kysely<Database>, userId: number): Promise<void> {
  const house = await db.selectFrom('sellers').select('id').where('user_id', '=', userId).where('is_house', '=', 1).executeTakeFirst();
  if (!house) throw forbidden(V.houseOnly);
}

function reviewQuery(db: Kysely<Database>) {
  return db
    .selectFrom('sellers')
    .innerJoin('users', 'users.id', 'sellers.user_id')
    .leftJoin('states', 'states.id', 'sellers.state_id')
    .leftJoin('cities', 'cities.id', 'sellers.city_id')
    .where('users.role', '=', ROLES.seller)
    .where('sellers.is_house', '=', 0);
}

export async function listSellersForReview(db: Kysely<Database>, query: SellerListQuery): Promise<SellerForReview[]> {
  const rows = await reviewQuery(db)
    .select([
      'sellers.id',
      'sellers.company_name',
      'sellers.company_type',
      'sellers.company_regd_no',
      'sellers.office_address',
      'cities.name as city_name',
      'states.name as state_name',
      'sellers.postal_code',
      'users.name as contact_name',
      'users.email',
      'users.phone',
      'sellers.gst_number',
      'sellers.pan_number',
      'sellers.pan_image',
      'sellers.pharmacist_name',
      'sellers.pharmacist_registration',
      'sellers.drug_licence_number',
      'sellers.verification_status',
      'sellers.verification_reason',
      'sellers.verification_changed_at',
      'sellers.created_at',
    ])
    .select((eb) => eb.selectFrom('products').select((p) => p.fn.countAll<number>().as('n')).whereRef('products.seller_id', '=', 'sellers.id').as('products'))
    .select((eb) =>
      eb
        .selectFrom('products')
        .select((p) => p.fn.countAll<number>().as('n'))
        .whereRef('products.seller_id', '=', 'sellers.id')
        .where('products.prescription_class', '!=', 'otc')
        .as('rx_products'),
    )
    .$if(Boolean(query.status), (qb) => qb.where('sellers.verification_status', '=', query.status!))
    .orderBy('sellers.id', 'desc')
    .limit(200)
    .execute();
  return rows.map(({ pan_image: panImage, rx_products: rxProducts, created_at: createdAt, ...row }) => ({
    ...row,
    city_name: row.city_name ?? '',
    state_name: row.state_name ?? '',
    contact_name: row.contact_name ?? '',
    phone: row.phone ?? '',
    has_pan_image: Boolean(panImage),
    sells_prescription_classes: Number(rxProducts ?? 0) > 0,
    products: Number(row.products ?? 0),
    verification_status: row.verification_status as SellerVerificationStatus,
    registered_at: String(createdAt),
  }));
}

export async function reviewPanImage(db: Kysely<Database>, storage: FileStorage, sellerId: number): Promise<StoredObject> {
  const row = await reviewQuery(db).select('sellers.pan_image').where('sellers.id', '=', sellerId).executeTakeFirst();
  return storedPanImage(storage, row?.pan_image);
}

const DONE = { approve: V.approved, reject: V.rejected, suspend: V.suspended } as const;

/** Applies the house seller's decision; returns the message for the caller. */
export async function decideSeller(db: Kysely<Database>, sellerId: number, body: SellerDecisionBody, now = new Date()): Promise<string> {
  const reason = sellerDecisionReason(body.decision, body.reason);
  if (reason === false) throw badRequest(V.reasonRequired);
  const status = SELLER_DECISION_RESULT[body.decision];
  await db.transaction().execute(async (trx) => {
    const seller = await trx
      .selectFrom('sellers')
      .innerJoin('users', 'users.id', 'sellers.user_id')
      .select(['sellers.id', 'sellers.is_house', 'sellers.company_name', 'sellers.verification_status', 'users.email', 'users.name'])
      .where('sellers.id', '=', sellerId)
      .where('users.role', '=', ROLES.seller)
      .executeTakeFirst();
    if (!seller) throw notFound(V.sellerNotFound);
    if (Number(seller.is_house) === 1) throw conflict(V.houseNotDecided);
    const from = SELLER_DECISION_FROM[body.decision];
    const current = seller.verification_status as SellerVerificationStatus;
    if (!from.includes(current)) throw conflict(V.notAllowedFrom(body.decision, current));
    const changed = await trx
      .updateTable('sellers')
      .set({ verification_status: status, verification_reason: reason, verification_changed_at: now.toISOString() })
      .where('id', '=', sellerId)
      // the state read above: a concurrent decision that changed it first wins
      .where('verification_status', '=', current)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) throw conflict(V.notAllowedFrom(body.decision, current));
    await showSellerProducts(trx, sellerId, status === 'verified');
    await enqueueMail(trx, {
      template: 'seller-verification',
      to: seller.email,
      data: { name: seller.name ?? seller.company_name, companyName: seller.company_name, status, reason },
      dedupeKey: `seller-verification:${sellerId}:${status}:${now.getTime()}`,
    });
  });
  invalidateProductCounts(db);
  return DONE[body.decision];
}

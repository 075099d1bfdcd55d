/** The seller's own account: its profile, its pharmacy details (issue 28) and its private PAN image. */
import type { Kysely } from 'kysely';
import { normalisePharmacyDetails, type PharmacyDetails, pharmacyDetailsError, ROLES, SELLER_MESSAGES } from 'shared-lib/domain';
import type { SellerProfile } from 'shared-lib/contract';
import type { Database } from '../../db/schema';
import type { FileStorage, StoredObject } from '../../integrations/storage';
import { badRequest, notFound } from '../../http-error';

function sellerQuery(db: Kysely<Database>) {
  return db
    .selectFrom('sellers')
    .innerJoin('users', 'users.id', 'sellers.user_id')
    .leftJoin('states', 'states.id', 'sellers.state_id')
    .leftJoin('cities', 'cities.id', 'sellers.city_id')
    .where('users.role', '=', ROLES.seller);
}

/** The seller account of a seller user, or null. */
export async function findSellerProfile(db: Kysely<Database>, userId: number): Promise<SellerProfile | null> {
  const row = await sellerQuery(db)
    .select([
      'users.id',
      'sellers.id as seller_id',
      'sellers.company_name',
      'sellers.company_type',
      'sellers.office_address',
      'sellers.company_regd_no',
      'users.first_name',
      'users.last_name',
      'users.email',
      'users.phone',
      'sellers.state_id',
      'sellers.city_id',
      'states.name as state_name',
      'cities.name as city_name',
      'sellers.postal_code',
      'sellers.gst_number',
      'sellers.pan_number',
      'sellers.country_id',
      'sellers.pan_image',
      'sellers.is_house',
      'sellers.pharmacist_name',
      'sellers.pharmacist_registration',
      'sellers.drug_licence_number',
      'sellers.verification_status',
      'sellers.verification_reason',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  const { pan_image: panImage, is_house: isHouse, ...rest } = row;
  return {
    ...rest,
    first_name: rest.first_name ?? '',
    last_name: rest.last_name ?? '',
    phone: rest.phone ?? '',
    state_name: rest.state_name ?? '',
    city_name: rest.city_name ?? '',
    has_pan_image: Boolean(panImage),
    is_house: Number(isHouse) === 1,
  };
}

/** Sets the caller's registered pharmacist and retail drug licence (all three required); answers the profile. */
export async function updateSellerPharmacy(db: Kysely<Database>, userId: number, raw: Partial<PharmacyDetails>): Promise<SellerProfile> {
  const problem = pharmacyDetailsError(raw, true);
  if (problem) throw badRequest(problem);
  const updated = await db
    .updateTable('sellers')
    .set(normalisePharmacyDetails(raw))
    .where('user_id', '=', userId)
    .where('user_id', 'in', (eb) => eb.selectFrom('users').select('id').where('role', '=', ROLES.seller))
    .executeTakeFirst();
  const profile = Number(updated.numUpdatedRows) === 1 ? await findSellerProfile(db, userId) : null;
  if (!profile) throw notFound(SELLER_MESSAGES.sellerNotFound);
  return profile;
}

/** The PAN image of seller `sellerUserId`, for that seller only: anyone else gets the same 404 as a missing image. */
export async function readPanImage(db: Kysely<Database>, storage: FileStorage, callerId: number, sellerUserId: number): Promise<StoredObject> {
  if (callerId !== sellerUserId) throw notFound(SELLER_MESSAGES.panImageNotFound);
  const row = await sellerQuery(db).select('sellers.pan_image').where('users.id', '=', sellerUserId).executeTakeFirst();
  return storedPanImage(storage, row?.pan_image);
}

/** The private PAN image behind a stored key, or the PAN image 404. */
export async function storedPanImage(storage: FileStorage, key: string | null | undefined): Promise<StoredObject> {
  const image = key ? await storage.get('private', key) : null;
  if (!image) throw notFound(SELLER_MESSAGES.panImageNotFound);
  return image;
}

/**
 * Seller registration (spec sections 3, 4, 5 and 7) and the seller's own account. Every rule is checked
 * here whatever the form did; a refused registration writes nothing (no row, no file).
 */
import type { Kysely } from 'kysely';
import {
  checkPincodeAgainstCity,
  COUNTRY_ID_INDIA,
  EMAIL_PATTERN,
  isCompanyType,
  MESSAGES,
  normalisePharmacyDetails,
  normaliseTaxId,
  type PharmacyDetails,
  pharmacyDetailsError,
  passwordPolicyError,
  PHONE_PATTERN,
  PINCODE_PATTERN,
  ROLES,
  SELLER_MESSAGES,
  SELLER_VERIFICATION,
  taxIdentityError,
} from 'shared-lib/domain';
import { SellerRegistrationFields, type RegisteredSeller, type SellerProfile, type SellerRegistrationField } from 'shared-lib/contract';
import { Value } from 'typebox/value';
import type { Database } from '../../db/schema';
import type { PostalService } from '../../integrations/postal';
import { type FileStorage, type ImageUpload, type StoredObject, withStoredImages } from '../../integrations/storage';
import { isUniqueViolation } from '../../db/unique-violation';
import { badRequest, conflict, notFound } from '../../http-error';
import { hashPassword } from '../auth/passwords';
import { enqueueMail } from '../mail/outbox';

const M = MESSAGES.seller;
export const PAN_IMAGE_FOLDER = 'pan';

/** Every text field with its spec message when missing, in the form's order (spec section 5). */
const REQUIRED: readonly [SellerRegistrationField, string][] = [
  ['company_name', M.companyName],
  ['company_type', M.companyType],
  ['office_address', M.officeAddress],
  ['company_regd_no', M.regdNo],
  ['first_name', M.firstName],
  ['last_name', M.lastName],
  ['email', M.email],
  ['password', M.password],
  ['phone', M.phone],
  ['state_id', M.state],
  ['city_id', M.city],
  ['gst_number', MESSAGES.thisFieldMandatory],
  ['postal_code', MESSAGES.zipMandatory],
  ['pan_number', MESSAGES.thisFieldMandatory],
];

interface ValidSeller {
  text: Omit<SellerRegistrationFields, 'state_id' | 'city_id' | 'country_id' | 'password' | keyof PharmacyDetails>;
  /** the registered pharmacist and the drug licence (issue 28): all three, or null when none was given */
  pharmacy: PharmacyDetails | null;
  password: string;
  stateId: number;
  cityId: number;
}

/** Required fields, lengths, formats, state and city, GSTIN and PAN, and the pincode of the city. */
export async function validateRegistration(db: Kysely<Database>, postal: PostalService, raw: Record<string, string | undefined>): Promise<ValidSeller> {
  const field = (name: SellerRegistrationField) => (name === 'password' ? (raw[name] ?? '') : (raw[name] ?? '').trim());
  for (const [name, message] of REQUIRED) if (!field(name).trim()) throw badRequest(message);
  const known = Object.fromEntries(REQUIRED.map(([name]) => [name, field(name)]));
  const lengthProblem = Value.Errors(SellerRegistrationFields, known)[0];
  if (lengthProblem) throw badRequest(`Invalid ${lengthProblem.instancePath.replace(/^\//, '').replace(/_/g, ' ') || 'form'}: ${lengthProblem.message}`);

  if (!isCompanyType(field('company_type'))) throw badRequest(SELLER_MESSAGES.companyTypeUnknown);
  const email = field('email').toLowerCase();
  if (!EMAIL_PATTERN.test(email)) throw badRequest(MESSAGES.validEmail);
  const policy = passwordPolicyError(field('password'));
  if (policy) throw badRequest(policy);
  if (!PHONE_PATTERN.test(field('phone'))) throw badRequest(SELLER_MESSAGES.phoneFormat);

  const stateId = Number(field('state_id'));
  const cityId = Number(field('city_id'));
  const state = Number.isSafeInteger(stateId) ? await db.selectFrom('states').select(['id', 'gst_code']).where('id', '=', stateId).executeTakeFirst() : undefined;
  if (!state) throw badRequest(M.state);
  const city = Number.isSafeInteger(cityId) ? await db.selectFrom('cities').select(['id', 'name', 'state_id']).where('id', '=', cityId).executeTakeFirst() : undefined;
  if (!city) throw badRequest(M.city);
  if (city.state_id !== state.id) throw badRequest(SELLER_MESSAGES.cityNotInState);

  const gst = normaliseTaxId(field('gst_number'));
  const pan = normaliseTaxId(field('pan_number'));
  const taxProblem = taxIdentityError({ gst_number: gst, pan_number: pan, stateCode: state.gst_code });
  if (taxProblem) throw badRequest(taxProblem);

  const postalCode = field('postal_code');
  if (!PINCODE_PATTERN.test(postalCode)) throw badRequest(SELLER_MESSAGES.pincodeSixDigits);
  const verdict = checkPincodeAgainstCity(await postal.lookup(postalCode), city.name, MESSAGES.zipIncorrect);
  if (!verdict.ok) throw badRequest(verdict.message);

  const pharmacyProblem = pharmacyDetailsError(raw, false);
  if (pharmacyProblem) throw badRequest(pharmacyProblem);
  const pharmacy = normalisePharmacyDetails(raw);

  return {
    text: {
      company_name: field('company_name'),
      company_type: field('company_type'),
      office_address: field('office_address'),
      company_regd_no: field('company_regd_no'),
      first_name: field('first_name'),
      last_name: field('last_name'),
      email,
      phone: field('phone'),
      gst_number: gst,
      postal_code: postalCode,
      pan_number: pan,
    },
    pharmacy: pharmacy.pharmacist_name ? pharmacy : null,
    password: field('password'),
    stateId,
    cityId,
  };
}

async function refuseDuplicates(db: Kysely<Database>, email: string, gst: string): Promise<void> {
  const user = await db.selectFrom('users').select('id').where('role', '=', ROLES.seller).where('email', '=', email).executeTakeFirst();
  if (user) throw conflict(SELLER_MESSAGES.emailTaken);
  const seller = await db.selectFrom('sellers').select('id').where('gst_number', '=', gst).executeTakeFirst();
  if (seller) throw conflict(SELLER_MESSAGES.gstinTaken);
}

/**
 * Registers a seller company: its login (role seller, password hashed as patients') and its profile with
 * the PAN image in the private storage area, in one transaction; the file is removed if anything fails.
 * role, type, status and country_id are never taken from the request.
 */
export async function registerSeller(
  deps: { db: Kysely<Database>; postal: PostalService; storage: FileStorage },
  raw: Record<string, string | undefined>,
  panImage: ImageUpload | undefined,
): Promise<RegisteredSeller> {
  const { db, postal, storage } = deps;
  const seller = await validateRegistration(db, postal, raw);
  if (!panImage) throw badRequest(SELLER_MESSAGES.panImageMandatory);
  const { text } = seller;
  await refuseDuplicates(db, text.email, text.gst_number);
  const passwordHash = await hashPassword(seller.password);
  try {
    return await withStoredImages(storage, 'private', PAN_IMAGE_FOLDER, [panImage], ([panKey]) =>
      db.transaction().execute(async (trx) => {
        const user = await trx
          .insertInto('users')
          .values({ role: ROLES.seller, email: text.email, password_hash: passwordHash, first_name: text.first_name, last_name: text.last_name, name: `${text.first_name} ${text.last_name}`, phone: text.phone })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('sellers')
          .values({
            user_id: user.id,
            company_name: text.company_name,
            company_type: text.company_type,
            office_address: text.office_address,
            company_regd_no: text.company_regd_no,
            state_id: seller.stateId,
            city_id: seller.cityId,
            postal_code: text.postal_code,
            gst_number: text.gst_number,
            pan_number: text.pan_number,
            pan_image: panKey,
            country_id: COUNTRY_ID_INDIA,
            ...(seller.pharmacy ?? {}),
            // shown to shoppers only once the house seller has verified it (issue 33)
            verification_status: SELLER_VERIFICATION.pending,
          })
          .execute();
        await enqueueMail(trx, {
          template: 'seller-registration-received',
          to: text.email,
          data: { name: `${text.first_name} ${text.last_name}`, companyName: text.company_name },
          dedupeKey: `seller-registered:${user.id}`,
        });
        return { id: user.id, company_name: text.company_name, email: text.email };
      }),
    );
  } catch (error) {
    // Two registrations racing past the duplicate check: the unique indexes decide.
    if (isUniqueViolation(error)) throw conflict(/gst/i.test((error as Error).message) ? SELLER_MESSAGES.gstinTaken : SELLER_MESSAGES.emailTaken);
    throw error;
  }
}

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

/**
 * Seller registration (spec sections 3, 4, 5 and 7): the form is checked in registration-fields.ts; a refused
 * registration writes nothing (no row, no file). The seller's own account is in seller-profile.ts.
 */
import type { Kysely } from 'kysely';
import { COUNTRY_ID_INDIA, ROLES, SELLER_MESSAGES, SELLER_VERIFICATION } from 'shared-lib/domain';
import type { RegisteredSeller } from 'shared-lib/contract';
import type { Database } from '../../db/schema';
import type { PostalService } from '../../integrations/postal';
import { type FileStorage, type ImageUpload, withStoredImages } from '../../integrations/storage';
import { isUniqueViolation } from '../../db/unique-violation';
import { badRequest, conflict } from '../../http-error';
import { hashPassword } from '../auth/passwords';
import { enqueueMail } from '../mail/outbox';
import { validateRegistration } from './registration-fields';

export const PAN_IMAGE_FOLDER = 'pan';

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

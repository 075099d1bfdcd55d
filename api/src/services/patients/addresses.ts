/** The patient's address book: owner-only reads and writes, one default, pincode checked against the city. */
import type { Kysely } from 'kysely';
import type { AddressBody, PatientAddress } from 'shared-lib/contract';
import { checkPincodeAgainstCity, MESSAGES, PATIENT_MESSAGES } from 'shared-lib/domain';
import type { Database } from '../../db/schema';
import type { PostalService } from '../../integrations/postal';
import { badRequest, notFound } from '../../http-error';

/** The address body of the contract (the owner of a named user_id is checked by the route's policy). */
export type AddressInput = AddressBody;

const truthy = (flag: number | boolean | undefined) => flag === true || flag === 1;

function baseQuery(db: Kysely<Database>) {
  return db
    .selectFrom('addresses')
    .innerJoin('states', 'states.id', 'addresses.state_id')
    .innerJoin('cities', 'cities.id', 'addresses.city_id')
    .select([
      'addresses.id',
      'addresses.address',
      'addresses.state_id',
      'addresses.city_id',
      'addresses.pincode',
      'addresses.is_default',
      'addresses.user_id',
      'states.name as state_name',
      'cities.name as city_name',
    ]);
}

const toAddress = (row: Omit<PatientAddress, 'is_default'> & { is_default: number }): PatientAddress => ({
  ...row,
  is_default: row.is_default ? 1 : 0,
});

export async function listAddresses(db: Kysely<Database>, userId: number): Promise<PatientAddress[]> {
  const rows = await baseQuery(db).where('addresses.user_id', '=', userId).orderBy('addresses.id').execute();
  return rows.map(toAddress);
}

export async function findOwnAddress(db: Kysely<Database>, userId: number, id: number): Promise<PatientAddress> {
  const row = await baseQuery(db).where('addresses.id', '=', id).where('addresses.user_id', '=', userId).executeTakeFirst();
  if (!row) throw notFound(PATIENT_MESSAGES.addressNotFound);
  return toAddress(row);
}

/** Validates state, city and pincode (re-checked here whatever the form did). */
async function validate(db: Kysely<Database>, postal: PostalService, userId: number, input: AddressInput): Promise<{ json: string; pincode: string }> {
  const line1 = input.address.address_line_1.trim();
  const line2 = input.address.address_line_2.trim();
  if (!line1) throw badRequest(MESSAGES.fieldMandatory);
  if (!line2) throw badRequest(MESSAGES.thisFieldMandatory);
  const pincode = input.address.pincode.trim();
  if (input.pincode !== undefined && input.pincode.trim() !== pincode) throw badRequest(PATIENT_MESSAGES.pincodeMismatch);
  const city = await db.selectFrom('cities').select(['id', 'name', 'state_id']).where('id', '=', input.city_id).executeTakeFirst();
  const state = await db.selectFrom('states').select('id').where('id', '=', input.state_id).executeTakeFirst();
  if (!state) throw badRequest(MESSAGES.stateMandatory);
  if (!city) throw badRequest(MESSAGES.cityMandatory);
  if (city.state_id !== state.id) throw badRequest(PATIENT_MESSAGES.cityNotInState);
  const lookup = await postal.lookup(pincode);
  const verdict = checkPincodeAgainstCity(lookup, city.name, MESSAGES.zipIncorrect);
  if (!verdict.ok) throw badRequest(verdict.message);
  return { json: JSON.stringify({ address_line_1: line1, address_line_2: line2, pincode }), pincode };
}

export async function addAddress(db: Kysely<Database>, postal: PostalService, userId: number, input: AddressInput): Promise<PatientAddress> {
  const { json, pincode } = await validate(db, postal, userId, input);
  const id = await db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('addresses').select('id').where('user_id', '=', userId).execute();
    // The first address is always the default; later ones only when asked for.
    const makeDefault = existing.length === 0 || truthy(input.is_default);
    if (makeDefault && existing.length) await trx.updateTable('addresses').set({ is_default: 0 }).where('user_id', '=', userId).execute();
    const row = await trx
      .insertInto('addresses')
      .values({ user_id: userId, address: json, state_id: input.state_id, city_id: input.city_id, pincode, is_default: makeDefault ? 1 : 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
  return findOwnAddress(db, userId, id);
}

export async function updateAddress(db: Kysely<Database>, postal: PostalService, userId: number, id: number, input: AddressInput): Promise<PatientAddress> {
  await findOwnAddress(db, userId, id);
  const { json, pincode } = await validate(db, postal, userId, input);
  await db.transaction().execute(async (trx) => {
    if (truthy(input.is_default)) await trx.updateTable('addresses').set({ is_default: 0 }).where('user_id', '=', userId).execute();
    await trx
      .updateTable('addresses')
      .set({ address: json, state_id: input.state_id, city_id: input.city_id, pincode, ...(truthy(input.is_default) ? { is_default: 1 } : {}) })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .execute();
  });
  return findOwnAddress(db, userId, id);
}

/** Save Change: the whole list of {id, is_default}; every id must be the caller's and exactly one is default. */
export async function setDefaultAddress(db: Kysely<Database>, userId: number, list: { id: number; is_default: number | boolean }[]): Promise<PatientAddress[]> {
  const defaults = list.filter((entry) => truthy(entry.is_default));
  if (defaults.length !== 1) throw badRequest(PATIENT_MESSAGES.oneDefault);
  const own = new Set((await db.selectFrom('addresses').select('id').where('user_id', '=', userId).execute()).map((row) => row.id));
  if (list.some((entry) => !own.has(entry.id))) throw notFound(PATIENT_MESSAGES.addressNotFound);
  const chosen = defaults[0].id;
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('addresses').set({ is_default: 0 }).where('user_id', '=', userId).where('id', '!=', chosen).execute();
    await trx.updateTable('addresses').set({ is_default: 1 }).where('user_id', '=', userId).where('id', '=', chosen).execute();
  });
  return listAddresses(db, userId);
}

/** Deletes an own address; when it was the default, the oldest remaining one becomes default. */
export async function deleteAddress(db: Kysely<Database>, userId: number, id: number): Promise<PatientAddress[]> {
  const address = await findOwnAddress(db, userId, id);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('addresses').where('id', '=', id).where('user_id', '=', userId).execute();
    if (address.is_default) {
      const next = await trx.selectFrom('addresses').select('id').where('user_id', '=', userId).orderBy('id').executeTakeFirst();
      if (next) await trx.updateTable('addresses').set({ is_default: 1 }).where('id', '=', next.id).execute();
    }
  });
  return listAddresses(db, userId);
}

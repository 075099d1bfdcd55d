/** States and cities. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export const listStates = (db: Kysely<Database>) => db.selectFrom('states').select(['id', 'name']).orderBy('name').execute();

export const findState = (db: Kysely<Database>, id: number) =>
  db.selectFrom('states').select(['id', 'name']).where('id', '=', id).executeTakeFirst();

export const listCities = (db: Kysely<Database>, stateId?: number) =>
  db
    .selectFrom('cities')
    .select(['id', 'name', 'state_id'])
    .$if(stateId !== undefined, (qb) => qb.where('state_id', '=', stateId as number))
    .orderBy('name')
    .orderBy('id')
    .execute();

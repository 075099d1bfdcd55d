/** Inserts every state and union territory with its cities; returns a lookup for later seeds. */
import type { Kysely } from 'kysely';
import { GST_STATE_CODES } from 'shared-lib/domain';
import type { Database } from '../schema';
import { statesWithCities } from '../../reference-data/post-offices';

export interface PlaceIds {
  stateId(name: string): number;
  cityId(state: string, city: string): number;
}

export async function seedPlaces(db: Kysely<Database>): Promise<PlaceIds> {
  const stateIds = new Map<string, number>();
  const cityIds = new Map<string, number>();
  for (const [state, cities] of statesWithCities()) {
    const { id } = await db.insertInto('states').values({ name: state, gst_code: GST_STATE_CODES[state] ?? null }).returning('id').executeTakeFirstOrThrow();
    stateIds.set(state, id);
    const rows = await db
      .insertInto('cities')
      .values(cities.map((name) => ({ name, state_id: id })))
      .returning(['id', 'name'])
      .execute();
    for (const row of rows) cityIds.set(`${state}|${row.name}`, row.id);
  }
  const must = (map: Map<string, number>, key: string) => {
    const id = map.get(key);
    if (id === undefined) throw new Error(`Seed place not found: ${key}`);
    return id;
  };
  return { stateId: (name) => must(stateIds, name), cityId: (state, city) => must(cityIds, `${state}|${city}`) };
}

/** Fills an empty database with the demo catalogue, content and accounts (deterministic). */
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { seedBrandsAndCategories } from './catalogue';
import { seedContent, seedStreams } from './content';
import { seedPeople } from './people';
import { seedPlaces } from './places';
import { seedProducts } from './products';
import { createSeedImageWriter } from './svg';

export async function isDatabaseEmpty(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count) === 0;
}

/** Seeds in one transaction; returns false when the database already holds data. */
export async function seedIfEmpty(db: Kysely<Database>, uploadsDir: string): Promise<boolean> {
  if (!(await isDatabaseEmpty(db))) return false;
  const writeImage = createSeedImageWriter(uploadsDir);
  await db.transaction().execute(async (trx) => {
    const places = await seedPlaces(trx);
    const streams = await seedStreams(trx);
    const { brands, categories } = await seedBrandsAndCategories(trx, writeImage);
    const { sellerIds } = await seedPeople(trx, writeImage, places, streams);
    await seedProducts(trx, writeImage, { brands, categories, sellers: sellerIds });
    await seedContent(trx, writeImage, categories);
  });
  return true;
}

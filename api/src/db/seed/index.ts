/** Fills an empty database with the demo catalogue, content and accounts (deterministic). */
import { type Kysely, sql } from 'kysely';
import type { FileStorage } from '../../integrations/storage/types';
import { databaseKind } from '../connect';
import type { Database } from '../schema';
import { seedBrandsAndCategories } from './catalogue';
import { seedConsultations } from './consultations';
import { seedContent, seedStreams } from './content';
import { seedDemoOrders, seedHouseSeller } from './fulfilment';
import { seedPeople } from './people';
import { seedPlaces } from './places';
import { seedProducts } from './products';
import { seedPrescriptionProducts } from './prescription-products';
import { seedDemoReviews } from './reviews';
import { seedDemoInvoices, seedReturnWindows } from './returns';
import { seedDemoLedger } from './payouts';
import { createSeedPictures, inParallel, rasterizeAll, SEED_PICTURE_TYPE, writePictures } from './pictures';

export async function isDatabaseEmpty(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count) === 0;
}

/**
 * Seeds in one transaction; returns false when the database already holds data. Seed pictures (pictures.ts)
 * go to `uploadsDir`, or through `storage` when given (an object store shared by replicas). On PostgreSQL an
 * advisory lock makes replicas that start together wait for the one that seeds, then find it done.
 */
export async function seedIfEmpty(db: Kysely<Database>, uploadsDir: string, storage?: FileStorage): Promise<boolean> {
  if (!(await isDatabaseEmpty(db))) return false;
  const { write: writeImage, drawings } = createSeedPictures();
  return db.transaction().execute(async (trx) => {
    if (databaseKind(db) === 'postgres') await sql`select pg_advisory_xact_lock(hashtext('ayurveda:seed'))`.execute(trx);
    if (!(await isDatabaseEmpty(trx))) return false;
    const places = await seedPlaces(trx);
    const streams = await seedStreams(trx);
    const { brands, categories } = await seedBrandsAndCategories(trx, writeImage);
    const { sellerIds } = await seedPeople(trx, writeImage, places, streams);
    await seedHouseSeller(trx);
    await seedProducts(trx, writeImage, { brands, categories, sellers: sellerIds });
    await seedDemoOrders(trx);
    await seedDemoReviews(trx);
    await seedConsultations(trx);
    await seedPrescriptionProducts(trx, writeImage, { brands, categories, sellerId: sellerIds[0] });
    await seedReturnWindows(trx);
    await seedDemoInvoices(trx);
    // after the return windows: a delivered line becomes payable once its product's window has closed
    await seedDemoLedger(trx);
    await seedContent(trx, writeImage, categories);
    // the files are stored before the rows commit: a failed upload leaves no row pointing at a missing image
    const pictures = await rasterizeAll(drawings);
    if (storage) await putAll(storage, pictures);
    else writePictures(uploadsDir, pictures);
    return true;
  });
}

function putAll(storage: FileStorage, files: Array<[string, Buffer]>): Promise<void> {
  return inParallel(files, 8, ([key, picture]) => storage.put('public', key, picture, SEED_PICTURE_TYPE));
}

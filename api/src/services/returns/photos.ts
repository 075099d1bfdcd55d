/**
 * Photos of a return (issue 33): PNG or JPEG checked by content and size at upload (integrations/storage/multipart.ts),
 * at most RETURN_PHOTOS_MAX, while the return is open. They are private: stored re-encoded (no camera location) in
 * the private area, and read only by the order's patient, the return's seller and the house seller.
 */
import type { Kysely } from 'kysely';
import { returnPaths, urlOf } from 'shared-lib/contract/paths';
import { RETURN_MESSAGES as M, RETURN_PHOTOS_MAX } from 'shared-lib/domain/returns';
import type { Database } from '../../db/schema';
import { type FileStorage, type ImageUpload, type StoredObject, withStoredImages } from '../../integrations/storage';
import { badRequest, conflict, notFound } from '../../http-error';
import { lockOrder } from '../orders/fulfilment-record';

type Db = Kysely<Database>;

/** Where a return's photo is read (the view's `photos`): a path under the API base. */
export const returnPhotoPath = (returnId: number, photoId: number): string => urlOf(returnPaths.photo, { id: returnId, photoId });

export async function addReturnPhotos(db: Db, storage: FileStorage, returnId: number, images: readonly ImageUpload[]): Promise<void> {
  if (!images.length) throw badRequest(M.photoRequired);
  await withStoredImages(
    storage,
    'private',
    `returns/${returnId}`,
    images,
    (keys) =>
      db.transaction().execute(async (trx) => {
        const ret = await trx.selectFrom('returns').select(['order_id', 'status']).where('id', '=', returnId).executeTakeFirstOrThrow();
        // the order's lock serialises two uploads to the same return, so the count below is current
        await lockOrder(trx, ret.order_id);
        if (ret.status !== 'requested') throw conflict(M.decided);
        const { n } = await trx.selectFrom('return_photos').select((eb) => eb.fn.countAll<number | string>().as('n')).where('return_id', '=', returnId).executeTakeFirstOrThrow();
        if (Number(n) + keys.length > RETURN_PHOTOS_MAX) throw badRequest(M.tooManyPhotos);
        const now = new Date().toISOString();
        await trx
          .insertInto('return_photos')
          .values(keys.map((key, i) => ({ return_id: returnId, storage_key: key, content_type: images[i].contentType, storage_area: 'private' as const, created_at: now })))
          .execute();
      }),
    { reencode: true },
  );
}

/**
 * One photo of a return, for the order's patient, the return's seller or the house seller (the marketplace's
 * admin); anyone else gets the same 404 as a missing photo, so nothing is revealed.
 */
export async function readReturnPhoto(db: Db, storage: FileStorage, caller: { id: number; type: string }, returnId: number, photoId: number): Promise<StoredObject> {
  const photo = await db
    .selectFrom('return_photos')
    .innerJoin('returns', 'returns.id', 'return_photos.return_id')
    .innerJoin('orders', 'orders.id', 'returns.order_id')
    .innerJoin('sellers', 'sellers.id', 'returns.seller_id')
    .select(['return_photos.storage_key', 'return_photos.storage_area', 'orders.user_id', 'sellers.user_id as seller_user_id'])
    .where('return_photos.id', '=', photoId)
    .where('return_photos.return_id', '=', returnId)
    .executeTakeFirst();
  const allowed = !!photo && (caller.type === 'patient' ? photo.user_id === caller.id : caller.type === 'seller' && (photo.seller_user_id === caller.id || (await isHouseSeller(db, caller.id))));
  const file = allowed ? await storage.get(photo.storage_area, photo.storage_key) : null;
  if (!file) throw notFound(M.returnNotFound);
  return file;
}

async function isHouseSeller(db: Db, userId: number): Promise<boolean> {
  return !!(await db.selectFrom('sellers').select('id').where('user_id', '=', userId).where('is_house', '=', 1).executeTakeFirst());
}

/** Moves photos uploaded before they were private (migration 0260) to the private area, a batch per run; the number moved. */
export async function moveReturnPhotosToPrivate(db: Db, storage: FileStorage, batch = 100): Promise<number> {
  const rows = await db.selectFrom('return_photos').select(['id', 'storage_key']).where('storage_area', '=', 'public').orderBy('id').limit(batch).execute();
  for (const row of rows) {
    const file = await storage.get('public', row.storage_key);
    // a copy left by a run that stopped after writing it is replaced
    if (file) {
      await storage.remove('private', row.storage_key);
      await storage.put('private', row.storage_key, file.data, file.contentType);
    }
    await db.updateTable('return_photos').set({ storage_area: 'private' }).where('id', '=', row.id).execute();
    await storage.remove('public', row.storage_key);
  }
  return rows.length;
}

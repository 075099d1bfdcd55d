/**
 * Review photos (issue 34): up to REVIEW_PHOTOS_MAX per review, each checked by its bytes and size at upload
 * (integrations/storage/multipart.ts: PNG or JPEG only, image bombs refused) and published re-encoded
 * (metadata dropped) in the public area. A review removed by moderation loses its photos, rows and files.
 */
import type { Kysely } from 'kysely';
import { REVIEW_MESSAGES as M, REVIEW_PHOTOS_MAX } from 'shared-lib/domain/reviews';
import { databaseKind } from '../../db/connect';
import type { Database } from '../../db/schema';
import { type FileStorage, type ImageUpload, withStoredImages } from '../../integrations/storage';
import { badRequest, conflict } from '../../http-error';

type Db = Kysely<Database>;

/** Stores the photos and adds them to the review; the count is checked again under the review's lock. */
export async function addReviewPhotos(db: Db, storage: FileStorage, reviewId: number, images: readonly ImageUpload[]): Promise<void> {
  if (!images.length) throw badRequest(M.photoRequired);
  const count = async (q: Db) => Number((await q.selectFrom('review_photos').select((eb) => eb.fn.countAll<number | string>().as('n')).where('review_id', '=', reviewId).executeTakeFirstOrThrow()).n);
  if ((await count(db)) + images.length > REVIEW_PHOTOS_MAX) throw badRequest(M.tooManyPhotos);
  await withStoredImages(storage, 'public', `reviews/${reviewId}`, images, (keys) =>
    db.transaction().execute(async (trx) => {
      const review = await trx
        .selectFrom('reviews')
        .select('status')
        .where('id', '=', reviewId)
        .$if(databaseKind(trx) === 'postgres', (qb) => qb.forUpdate())
        .executeTakeFirstOrThrow();
      if (review.status === 'removed') throw conflict(M.reviewNotFound);
      if ((await count(trx)) + keys.length > REVIEW_PHOTOS_MAX) throw badRequest(M.tooManyPhotos);
      const now = new Date().toISOString();
      await trx
        .insertInto('review_photos')
        .values(keys.map((key, i) => ({ review_id: reviewId, storage_key: key, content_type: images[i].contentType, created_at: now })))
        .execute();
    }),
  );
}

/** Inside the removal's transaction: the photo rows go; returns their keys, whose files go after the commit. */
export async function dropReviewPhotoRows(trx: Db, reviewId: number): Promise<string[]> {
  const rows = await trx.selectFrom('review_photos').select('storage_key').where('review_id', '=', reviewId).execute();
  if (rows.length) await trx.deleteFrom('review_photos').where('review_id', '=', reviewId).execute();
  return rows.map((row) => row.storage_key);
}

export async function removePhotoFiles(storage: FileStorage, keys: readonly string[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => storage.remove('public', key)));
}

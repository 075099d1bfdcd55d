/** Photos of a return (issue 33): PNG or JPEG checked by content and size at upload (integrations/storage/multipart.ts), at most RETURN_PHOTOS_MAX, while the return is open. */
import type { Kysely } from 'kysely';
import { RETURN_MESSAGES as M, RETURN_PHOTOS_MAX } from 'shared-lib/domain/returns';
import type { Database } from '../../db/schema';
import { type FileStorage, type ImageUpload, withStoredImages } from '../../integrations/storage';
import { badRequest, conflict } from '../../http-error';
import { lockOrder } from '../orders/fulfilment-record';

export async function addReturnPhotos(db: Kysely<Database>, storage: FileStorage, returnId: number, images: readonly ImageUpload[]): Promise<void> {
  if (!images.length) throw badRequest(M.photoRequired);
  await withStoredImages(storage, 'public', `returns/${returnId}`, images, (keys) =>
    db.transaction().execute(async (trx) => {
      const ret = await trx.selectFrom('returns').select(['order_id', 'status']).where('id', '=', returnId).executeTakeFirstOrThrow();
      // the order's lock serialises two uploads to the same return, so the count below is current
      await lockOrder(trx, ret.order_id);
      if (ret.status !== 'requested') throw conflict(M.decided);
      const { n } = await trx.selectFrom('return_photos').select((eb) => eb.fn.countAll<number | string>().as('n')).where('return_id', '=', returnId).executeTakeFirstOrThrow();
      if (Number(n) + keys.length > RETURN_PHOTOS_MAX) throw badRequest(M.tooManyPhotos);
      const now = new Date().toISOString();
      await trx.insertInto('return_photos').values(keys.map((key, i) => ({ return_id: returnId, storage_key: key, content_type: images[i].contentType, created_at: now }))).execute();
    }),
  );
}

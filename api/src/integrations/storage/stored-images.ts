/** Stores images under generated names around a unit of work, and removes them again if the work fails. */
import { randomUUID } from 'node:crypto';
import { reencodeImage } from './image-checks';
import type { ImageUpload } from './multipart';
import type { FileStorage, StorageArea } from './types';

export function publicUrl(key: string): string {
  return `/uploads/${key}`;
}

/**
 * Keys are returned in the order of `images`. Public images are stored re-encoded (no metadata, nothing but
 * pixels); private ones as sent (a PAN document), unless `reencode` says otherwise (a return's photos: private,
 * and without the camera's location).
 */
export async function withStoredImages<T>(
  storage: FileStorage,
  area: StorageArea,
  folder: string,
  images: readonly ImageUpload[],
  work: (keys: string[]) => Promise<T>,
  { reencode = area === 'public' }: { reencode?: boolean } = {},
): Promise<T> {
  const written: string[] = [];
  const removeWritten = () => Promise.allSettled(written.map((key) => storage.remove(area, key)));
  try {
    for (const image of images) {
      const key = `${folder}/${randomUUID()}.${image.extension}`;
      await storage.put(area, key, reencode ? await reencodeImage(image.data, image) : image.data, image.contentType);
      written.push(key);
    }
    return await work(written);
  } catch (error) {
    await removeWritten();
    throw error;
  }
}

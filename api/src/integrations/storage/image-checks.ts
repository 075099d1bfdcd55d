/**
 * Image bombs (issue 24): a PNG declaring 60000×60000 pixels, or one whose data inflates to 75 MB, passed the
 * byte-signature check. At upload the declared dimensions and the decoded size are checked (a PNG's compressed
 * data is inflated with a ceiling, so a bomb stops at the limit), and public images are re-encoded with sharp,
 * which also drops their metadata (EXIF location, comments, anything appended).
 */
import { inflateSync } from 'node:zlib';
import sharp from 'sharp';
import { IMAGE_LIMITS, IMAGE_MESSAGES } from 'shared-lib/domain';
import { badRequest } from '../../http-error';
import type { ImageKind } from './image-content';

const MAX_PIXELS = IMAGE_LIMITS.maxSide * IMAGE_LIMITS.maxSide;

/** The concatenated IDAT chunks of a PNG (its compressed pixel data). */
function pngImageData(data: Buffer): Buffer {
  const parts: Buffer[] = [];
  for (let offset = 8; offset + 8 <= data.length; ) {
    const length = data.readUInt32BE(offset);
    const type = data.toString('latin1', offset + 4, offset + 8);
    if (type === 'IDAT') parts.push(data.subarray(offset + 8, Math.min(data.length, offset + 8 + length)));
    offset += 12 + length;
  }
  return Buffer.concat(parts);
}

/** 400 unless the image's dimensions and decoded size are within IMAGE_LIMITS. */
export async function assertImageWithinLimits(data: Buffer, kind: ImageKind): Promise<void> {
  let meta: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    meta = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw badRequest(IMAGE_MESSAGES.unreadable);
  }
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  const channels = meta.channels ?? 4;
  const bytesPerSample = meta.depth === 'ushort' ? 2 : 1;
  if (!width || !height) throw badRequest(IMAGE_MESSAGES.unreadable);
  if (width > IMAGE_LIMITS.maxSide || height > IMAGE_LIMITS.maxSide || width * height * channels * bytesPerSample > IMAGE_LIMITS.maxDecodedBytes) throw badRequest(IMAGE_MESSAGES.tooBig);
  if (kind.contentType === 'image/png') {
    try {
      // the rows as declared (a filter byte each; Adam7 passes add at most 7 per row), so extra data stops at once
      const declared = height * (1 + width * channels * bytesPerSample) + 7 * height + 1024;
      inflateSync(pngImageData(data), { maxOutputLength: Math.min(declared, IMAGE_LIMITS.maxDecodedBytes) });
    } catch (error) {
      throw badRequest((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' || error instanceof RangeError ? IMAGE_MESSAGES.tooBig : IMAGE_MESSAGES.unreadable);
    }
  }
}

/** A public image as it is published: decoded and encoded again (orientation applied, metadata dropped). */
export async function reencodeImage(data: Buffer, kind: ImageKind): Promise<Buffer> {
  try {
    const image = sharp(data, { limitInputPixels: MAX_PIXELS }).rotate();
    return kind.contentType === 'image/png' ? await image.png({ compressionLevel: 9 }).toBuffer() : await image.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
  } catch {
    throw badRequest(IMAGE_MESSAGES.unreadable);
  }
}

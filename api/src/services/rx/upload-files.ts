/**
 * A prescription upload (issue 28): 1..3 files, each a JPEG, PNG or PDF recognised by its bytes (never by its
 * name or declared type), at most 10 MB; images at least 800 px on the long side, decoded within the image
 * limits, and re-encoded so EXIF (location, device, comments) and anything appended are dropped.
 */
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { RX_MESSAGES, RX_UPLOAD_LIMITS } from 'shared-lib/domain';
import { HttpError, badRequest } from '../../http-error';
import { assertImageWithinLimits } from '../../integrations/storage/image-checks';
import { detectImage } from '../../integrations/storage/image-content';

export interface RxUploadFile {
  data: Buffer;
  contentType: 'image/png' | 'image/jpeg' | 'application/pdf';
  extension: 'png' | 'jpg' | 'pdf';
}

/** A PDF by its bytes: the header at the start and an end-of-file marker in its last kilobyte. */
function isPdf(data: Buffer): boolean {
  return data.length > 16 && data.toString('latin1', 0, 5) === '%PDF-' && data.toString('latin1', Math.max(0, data.length - 1024)).includes('%%EOF');
}

async function checkedFile(data: Buffer): Promise<RxUploadFile> {
  if (isPdf(data)) return { data, contentType: 'application/pdf', extension: 'pdf' };
  const kind = detectImage(data);
  if (!kind) throw badRequest(RX_MESSAGES.wrongType);
  await assertImageWithinLimits(data, kind);
  const meta = await sharp(data).metadata();
  if (Math.max(meta.width ?? 0, meta.height ?? 0) < RX_UPLOAD_LIMITS.minLongSide) throw badRequest(RX_MESSAGES.tooSmall);
  // orientation applied, then encoded again: sharp writes no metadata unless asked
  const image = sharp(data).rotate();
  const cleaned = kind.contentType === 'image/png' ? await image.png().toBuffer() : await image.jpeg({ quality: 90 }).toBuffer();
  return { data: cleaned, ...kind };
}

export async function readRxUpload(request: FastifyRequest, field: string): Promise<RxUploadFile[]> {
  if (!request.isMultipart()) throw badRequest('Send the files as multipart/form-data');
  const files: RxUploadFile[] = [];
  try {
    for await (const part of request.parts({ limits: { fileSize: RX_UPLOAD_LIMITS.fileBytesMax, files: RX_UPLOAD_LIMITS.filesMax + 1 } })) {
      if (part.type === 'field') continue;
      if (part.fieldname !== field) throw badRequest(`Unexpected file field ${part.fieldname}`);
      const data = await part.toBuffer();
      if (data.length === 0) continue;
      if (files.length >= RX_UPLOAD_LIMITS.filesMax) throw badRequest(RX_MESSAGES.tooManyFiles);
      files.push(await checkedFile(data));
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE' || (error as { statusCode?: number }).statusCode === 413) throw new HttpError(413, RX_MESSAGES.tooLarge);
    if (code === 'FST_FILES_LIMIT') throw badRequest(RX_MESSAGES.tooManyFiles);
    throw badRequest(`The files could not be read: ${(error as Error).message}`);
  }
  if (!files.length) throw badRequest(RX_MESSAGES.noFiles);
  return files;
}

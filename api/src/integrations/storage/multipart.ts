/** Reads a multipart form: text fields as strings, image files checked by content and size, client file names never used. */
import type { FastifyRequest } from 'fastify';
import { MESSAGES } from 'shared-lib/domain';
import { HttpError, badRequest } from '../../http-error';
import { filterText } from '../../plugins/text-input-filter';
import { assertImageWithinLimits } from './image-checks';
import { detectImage, type ImageKind } from './image-content';

export const UPLOAD_MESSAGES = {
  tooLarge: MESSAGES.imageTooLarge,
  notAnImage: 'Only jpg, jpeg and png images are accepted',
  badFileName: 'The file name is not allowed',
  notMultipart: 'Send the form as multipart/form-data',
} as const;

export interface ImageUpload extends ImageKind {
  field: string;
  data: Buffer;
}

export interface MultipartForm {
  fields: Record<string, string>;
  images: Record<string, ImageUpload>;
}

/** Path separators, dot segments and control characters are refused even though the name is never used to store the file. */
function isSafeFileName(name: string): boolean {
  const hasControlCharacter = [...name].some((character) => character.charCodeAt(0) < 0x20);
  return !hasControlCharacter && !/[/\\]/.test(name) && name !== '..';
}

function isFileTooLarge(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return code === 'FST_REQ_FILE_TOO_LARGE' || (error as { statusCode?: number }).statusCode === 413;
}

export async function readMultipartForm(request: FastifyRequest, options: { imageFields: readonly string[] }): Promise<MultipartForm> {
  if (!request.isMultipart()) throw badRequest(UPLOAD_MESSAGES.notMultipart);
  const form: MultipartForm = { fields: {}, images: {} };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (!(part.fieldname in form.fields)) form.fields[part.fieldname] = filterText(String(part.value ?? ''), part.fieldname);
        continue;
      }
      if (!options.imageFields.includes(part.fieldname)) throw badRequest(`Unexpected file field ${part.fieldname}`);
      if (!isSafeFileName(part.filename ?? '')) throw badRequest(UPLOAD_MESSAGES.badFileName);
      const data = await part.toBuffer();
      // A browser sends an empty part for an optional file input left empty.
      if (data.length === 0 && !part.filename) continue;
      const kind = detectImage(data);
      if (!kind) throw badRequest(UPLOAD_MESSAGES.notAnImage);
      await assertImageWithinLimits(data, kind);
      form.images[part.fieldname] = { field: part.fieldname, data, ...kind };
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (isFileTooLarge(error)) throw new HttpError(413, UPLOAD_MESSAGES.tooLarge);
    throw badRequest(`The form could not be read: ${(error as Error).message}`);
  }
  return form;
}

/**
 * Several images in one file field (`field`, repeated): each checked by content and size like any upload;
 * more than `max` files is refused with `tooMany` before anything is stored. Text fields are ignored.
 */
export async function readImageFiles(request: FastifyRequest, options: { field: string; max: number; tooMany: string }): Promise<ImageUpload[]> {
  if (!request.isMultipart()) throw badRequest(UPLOAD_MESSAGES.notMultipart);
  const images: ImageUpload[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') continue;
      if (part.fieldname !== options.field) throw badRequest(`Unexpected file field ${part.fieldname}`);
      if (!isSafeFileName(part.filename ?? '')) throw badRequest(UPLOAD_MESSAGES.badFileName);
      const data = await part.toBuffer();
      if (data.length === 0 && !part.filename) continue;
      if (images.length >= options.max) throw badRequest(options.tooMany);
      const kind = detectImage(data);
      if (!kind) throw badRequest(UPLOAD_MESSAGES.notAnImage);
      await assertImageWithinLimits(data, kind);
      images.push({ field: part.fieldname, data, ...kind });
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (isFileTooLarge(error)) throw new HttpError(413, UPLOAD_MESSAGES.tooLarge);
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') throw badRequest(options.tooMany);
    throw badRequest(`The form could not be read: ${(error as Error).message}`);
  }
  return images;
}

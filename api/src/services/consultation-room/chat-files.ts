/**
 * Files shared in the consultation chat (issue 27): a report photo or PDF, recognised by its bytes and at most
 * MAX_UPLOAD_BYTES (the reports' checks), sent while the room is open, kept in the private storage area under a
 * random key that is never shown. Only the consultation's two parties read it, through the API with their token;
 * anyone else gets the same "not found" as for a consultation that does not exist.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ChatMessage } from 'shared-lib/contract';
import { CHAT_FILES_MAX, CHAT_MESSAGE_MAX_LENGTH, ROOM_MESSAGES } from 'shared-lib/domain/consultations';
import type { Database } from '../../db/schema';
import { HttpError, badRequest, notFound } from '../../http-error';
import type { FileStorage } from '../../integrations/storage/types';
import { type Viewer, partyRow, readCheckedFiles } from '../appointments';
import { chatFor, openRoomRow } from './room';

/** Shares one file (multipart field `file`, optional caption `body`) as a chat message. */
export async function shareChatFile(db: Kysely<Database>, storage: FileStorage, request: FastifyRequest, id: number, viewer: Viewer, now = new Date()): Promise<ChatMessage> {
  // the parties and the window first: nobody else gets as far as uploading
  await openRoomRow(db, id, viewer, now);
  const { files, fields } = await readCheckedFiles(request, 'file');
  if (files.length !== 1) throw badRequest(ROOM_MESSAGES.chatFileMissing);
  const caption = (fields.body ?? '').trim();
  if (caption.length > CHAT_MESSAGE_MAX_LENGTH) throw badRequest(`A caption can be at most ${CHAT_MESSAGE_MAX_LENGTH} characters`);
  const [file] = files;
  const shared = await db
    .selectFrom('consultation_messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('appointment_id', '=', id)
    .where('file_key', 'is not', null)
    .executeTakeFirstOrThrow();
  if (Number(shared.n) >= CHAT_FILES_MAX) throw new HttpError(409, ROOM_MESSAGES.chatFilesMax);
  const key = `consultations/${id}/${randomUUID()}.${file.extension}`;
  await storage.put('private', key, file.data, file.contentType);
  try {
    const inserted = await db
      .insertInto('consultation_messages')
      .values({ appointment_id: id, sender_id: viewer.id, sender_role: viewer.type, body: caption, created_at: now.toISOString(), file_key: key, file_name: file.filename, file_type: file.contentType, file_size: file.data.length })
      .returning('id')
      .executeTakeFirstOrThrow();
    const [message] = await chatFor(db, id, viewer, inserted.id - 1);
    return message;
  } catch (error) {
    await storage.remove('private', key).catch(() => undefined);
    throw error;
  }
}

/** A shared file's bytes, for the two parties only (any time, like the chat). */
export async function readChatFile(db: Kysely<Database>, storage: FileStorage, id: number, messageId: number, viewer: Viewer) {
  await partyRow(db, id, viewer);
  const row = await db
    .selectFrom('consultation_messages')
    .select(['file_key', 'file_name', 'file_type'])
    .where('id', '=', messageId)
    .where('appointment_id', '=', id)
    .executeTakeFirst();
  const object = row?.file_key ? await storage.get('private', row.file_key) : null;
  if (!row?.file_name || !row.file_type || !object) throw notFound(ROOM_MESSAGES.chatFileNotFound);
  return { filename: row.file_name, contentType: row.file_type, data: object.data };
}

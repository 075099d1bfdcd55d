/**
 * The consultation room (issue 27): only the appointment's two parties get in (anyone else: "Consultation
 * not found", the same answer as for an id that does not exist), from 10 minutes before the start until 30
 * minutes after the end, and only while it is confirmed (or completed: the chat stays readable). A join is
 * recorded (the end-of-slot sweep then marks it completed, not missed); the doctor ending it completes it.
 */
import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ChatMessage, IceServer, Room } from 'shared-lib/contract';
import { consultationRoomPaths } from 'shared-lib/contract/paths';
import { ROOM_MESSAGES, prescriptionOpen, roomPhase, roomWindow } from 'shared-lib/domain/consultations';
import { DEFAULT_ICE_SERVERS, type IceConfig } from '../../config';
import type { Database } from '../../db/schema';
import { HttpError, conflict, forbidden } from '../../http-error';
import { appointmentFor, partyRow, type Viewer } from '../appointments';
import { patientName } from '../appointments/people';

type AppointmentRow = Awaited<ReturnType<typeof partyRow>>;

/** The room's row for a party, refused (403 with the reason) outside its window or when it is not active. */
export async function openRoomRow(db: Kysely<Database>, id: number, viewer: Viewer, now = new Date()): Promise<AppointmentRow> {
  const row = await partyRow(db, id, viewer);
  if (row.status !== 'confirmed') throw new HttpError(409, ROOM_MESSAGES.roomInactive);
  const phase = roomPhase(row.start_at, row.end_at, now);
  if (phase === 'early') throw forbidden(ROOM_MESSAGES.roomNotOpenYet);
  if (phase === 'closed') throw forbidden(ROOM_MESSAGES.roomClosed);
  return row;
}

/** ICE servers for one caller: TURN entries get coturn REST credentials (username "expiry:user", HMAC-SHA1) when a secret is set. */
export function iceServersFor(ice: IceConfig | undefined, userId: number, now = new Date()): IceServer[] {
  if (!ice) return DEFAULT_ICE_SERVERS.map((server) => ({ ...server }));
  return ice.servers.map((server) => {
    const urls = Array.isArray(server.urls) ? server.urls : [server.urls];
    if (!ice.turnSecret || !urls.some((url) => /^turns?:/.test(url))) return { ...server };
    const username = `${Math.floor(now.getTime() / 1000) + ice.turnTtlSeconds}:${userId}`;
    const credential = createHmac('sha1', ice.turnSecret).update(username).digest('base64');
    return { urls: server.urls, username, credential };
  });
}

/** What the room screen shows: readable by both parties at any time (the window says whether it is open). */
export async function roomFor(db: Kysely<Database>, id: number, viewer: Viewer, ice: IceConfig | undefined, now = new Date()): Promise<Room> {
  const row = await partyRow(db, id, viewer);
  const { opens, closes } = roomWindow(row.start_at, row.end_at);
  const live = row.status === 'confirmed';
  return {
    appointment: await appointmentFor(db, id, viewer, now),
    role: viewer.type,
    phase: live ? roomPhase(row.start_at, row.end_at, now) : 'closed',
    opens,
    closes,
    ice_servers: live ? iceServersFor(ice, viewer.id, now) : [],
    ice_transport_policy: ice?.transportPolicy ?? 'all',
    signalling_path: consultationRoomPaths.signal.replace(':id', String(id)),
    can_prescribe: viewer.type === 'doctor' && (row.status === 'confirmed' || row.status === 'completed') && prescriptionOpen(row.start_at, row.end_at, now),
  };
}

/** Entering the room: within the window only; the first join is recorded. */
export async function joinRoom(db: Kysely<Database>, id: number, viewer: Viewer, ice: IceConfig | undefined, now = new Date()): Promise<Room> {
  await openRoomRow(db, id, viewer, now);
  await db.updateTable('appointments').set({ joined_at: now.toISOString() }).where('id', '=', id).where('joined_at', 'is', null).execute();
  return roomFor(db, id, viewer, ice, now);
}

/** The doctor ends the consultation: completed at once (from the room's opening until it closes). */
export async function endConsultation(db: Kysely<Database>, id: number, viewer: Viewer, now = new Date()): Promise<void> {
  const row = await partyRow(db, id, viewer);
  if (viewer.type !== 'doctor') throw forbidden(ROOM_MESSAGES.onlyDoctorEnds);
  await openRoomRow(db, id, viewer, now);
  const at = now.toISOString();
  const done = await db
    .updateTable('appointments')
    .set({ status: 'completed', joined_at: row.joined_at ?? at, updated_at: at })
    .where('id', '=', id)
    .where('status', '=', 'confirmed')
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) === 0) throw conflict(ROOM_MESSAGES.roomInactive);
}

/** The chat of a consultation, oldest first: both parties read it any time, also long after. */
export async function chatFor(db: Kysely<Database>, id: number, viewer: Viewer, afterId = 0): Promise<ChatMessage[]> {
  await partyRow(db, id, viewer);
  const rows = await db
    .selectFrom('consultation_messages')
    .innerJoin('users', 'users.id', 'consultation_messages.sender_id')
    .select([
      'consultation_messages.id',
      'consultation_messages.sender_role',
      'consultation_messages.body',
      'consultation_messages.created_at',
      'consultation_messages.file_name',
      'consultation_messages.file_type',
      'consultation_messages.file_size',
      'users.name',
      'users.first_name',
      'users.last_name',
    ])
    .where('consultation_messages.appointment_id', '=', id)
    .where('consultation_messages.id', '>', afterId)
    .orderBy('consultation_messages.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    sender: row.sender_role,
    sender_name: row.sender_role === 'doctor' ? row.name : patientName(row),
    body: row.body,
    created_at: row.created_at,
    file: row.file_name && row.file_type ? { name: row.file_name, content_type: row.file_type, size: Number(row.file_size) } : null,
  }));
}

/** A chat message: only while the room is open; stored with the appointment. */
export async function postChat(db: Kysely<Database>, id: number, viewer: Viewer, body: string, now = new Date()): Promise<ChatMessage> {
  const text = body.trim();
  if (!text) throw new HttpError(400, ROOM_MESSAGES.chatEmpty);
  await openRoomRow(db, id, viewer, now);
  const inserted = await db
    .insertInto('consultation_messages')
    .values({ appointment_id: id, sender_id: viewer.id, sender_role: viewer.type, body: text, created_at: now.toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const [message] = await chatFor(db, id, viewer, inserted.id - 1);
  return message;
}

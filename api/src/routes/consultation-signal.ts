/**
 * The room's signalling socket (GET /api/appointments/:id/signal, WebSocket). The first message must be
 * `{ "type": "auth", "token": "<the caller's bearer token>" }`; the socket is then bound to that appointment
 * and side (only its patient or doctor, only while the room is open; the join is recorded). After
 * `{ "type": "ready" }` the client sends offer / answer / candidate / present / media / quality / bye; each
 * goes to the other party only, marked with the sender's side. The server adds peer-joined, peer-left
 * and chat. Close codes: 4401 not signed in, 4403 room not open (reason given), 4404 not found, 4400 bad message.
 */
import type { FastifyInstance } from 'fastify';
import { ROLES } from 'shared-lib/domain';
import { consultationRoomPaths as paths } from 'shared-lib/contract/paths';
import { roomWindow } from 'shared-lib/domain/consultations';
import { HttpError } from '../http-error';
import type { Viewer } from '../services/appointments';
import { joinRoom } from '../services/consultation-room';

const RELAYED = new Set(['offer', 'answer', 'candidate', 'present', 'media', 'quality', 'bye']);
const AUTH_TIMEOUT_MS = 10_000;

export async function signallingRoute(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { id: string } }>(paths.signal, { websocket: true, schema: { hide: true } }, (socket, request) => {
    const appointmentId = Number(request.params.id);
    let bound: { viewer: Viewer; other: number; closes: number } | null = null;
    let authenticating = false;
    const fail = (code: number, message: string) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify({ type: 'error', message }));
      socket.close(code, message.slice(0, 120));
    };
    const timer = setTimeout(() => !bound && fail(4401, 'Please sign in'), AUTH_TIMEOUT_MS);

    async function authenticate(token: unknown): Promise<void> {
      authenticating = true;
      if (!Number.isInteger(appointmentId) || appointmentId < 1) return fail(4404, 'Consultation not found');
      let claims: { id: number; type: string; tv?: number; scope?: string };
      try {
        claims = app.jwt.verify(String(token));
      } catch {
        return fail(4401, 'Your session has expired, please log in again');
      }
      const user = await app.db.selectFrom('users').select(['role', 'token_version']).where('id', '=', claims.id).executeTakeFirst();
      if (!user || (claims.type !== 'patient' && claims.type !== 'doctor') || user.role !== ROLES[claims.type] || user.token_version !== claims.tv || claims.scope === 'onboarding')
        return fail(4401, 'Your session has expired, please log in again');
      const viewer: Viewer = { id: claims.id, type: claims.type };
      try {
        const room = await joinRoom(app.db, appointmentId, viewer, app.config.ice);
        const other = viewer.type === 'doctor' ? room.appointment.patient.id : room.appointment.doctor.id;
        bound = { viewer, other, closes: Date.parse(roomWindow(room.appointment.start, room.appointment.end).closes) };
      } catch (error) {
        if (error instanceof HttpError) return fail(error.statusCode === 404 ? 4404 : 4403, error.message);
        throw error;
      }
      clearTimeout(timer);
      app.consultationSignals.add(appointmentId, viewer.id, socket);
      socket.send(JSON.stringify({ type: 'ready', role: viewer.type }));
      await app.consultationSignals.send({ appointmentId, to: bound.other, payload: { type: 'peer-joined', from: viewer.type } });
    }

    socket.on('message', (raw) => {
      let message: Record<string, unknown>;
      try {
        message = JSON.parse(String(raw));
        if (!message || typeof message !== 'object' || Array.isArray(message)) throw new Error('not an object');
      } catch {
        return fail(4400, 'Messages must be JSON objects');
      }
      if (!bound) {
        if (message.type !== 'auth' || authenticating) return fail(4401, 'Please sign in');
        authenticate(message.token).catch((error) => {
          request.log.error({ err: error }, 'signalling sign-in failed');
          fail(1011, 'Please try again');
        });
        return;
      }
      if (Date.now() > bound.closes) return fail(4403, 'The consultation room has closed');
      if (typeof message.type !== 'string' || !RELAYED.has(message.type)) return fail(4400, 'Unknown message type');
      void app.consultationSignals.send({ appointmentId, to: bound.other, payload: { ...message, from: bound.viewer.type } }).catch(() => undefined);
    });

    socket.on('close', () => {
      clearTimeout(timer);
      if (!bound) return;
      app.consultationSignals.remove(appointmentId, bound.viewer.id, socket);
      void app.consultationSignals.send({ appointmentId, to: bound.other, payload: { type: 'peer-left', from: bound.viewer.type } }).catch(() => undefined);
    });
  });
}

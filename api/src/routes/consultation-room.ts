/**
 * The consultation room (issue 27): the room's window and ICE servers, joining (recorded), the doctor
 * ending it, the chat. Only the appointment's two parties; anyone else gets "Consultation not found".
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Appointment, ChatBody, ChatMessage, IdParams, Room, consultationRoomPaths as paths, ok, responses } from 'shared-lib/contract';
import { ROOM_MESSAGES } from 'shared-lib/domain/consultations';
import { appointmentFor, type Viewer } from '../services/appointments';
import { chatFor, endConsultation, joinRoom, postChat, roomFor } from '../services/consultation-room';

export const consultationRoomRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['consultations'];
  const security = [{ bearerAuth: [] }];
  const parties = app.requireRole('patient', 'doctor');
  const viewer = (user: { id: number; type: string }): Viewer => ({ id: user.id, type: user.type === 'doctor' ? 'doctor' : 'patient' });
  const ice = app.config.ice;

  app.get(paths.room, { preHandler: parties, schema: { tags, security, summary: "The room: window, the caller's side, ICE servers (parties only)", params: IdParams, response: responses(Room) } }, async (request) =>
    ok(await roomFor(app.db, request.params.id, viewer(request.user), ice)),
  );
  app.post(paths.join, { preHandler: parties, schema: { tags, security, summary: 'Enter the room (10 minutes before the start to 30 after the end); the join is recorded', params: IdParams, response: responses(Room) } }, async (request) =>
    ok(await joinRoom(app.db, request.params.id, viewer(request.user), ice)),
  );
  app.post(paths.end, { preHandler: parties, schema: { tags, security, summary: 'The doctor ends the consultation: completed', params: IdParams, response: responses(Appointment) } }, async (request) => {
    await endConsultation(app.db, request.params.id, viewer(request.user));
    return ok(await appointmentFor(app.db, request.params.id, viewer(request.user)), ROOM_MESSAGES.ended);
  });
  app.get(
    paths.messages,
    { preHandler: parties, schema: { tags, security, summary: 'The chat, oldest first (any time, for the two parties)', params: IdParams, querystring: Type.Object({ after: Type.Optional(Type.Integer({ minimum: 0 })) }), response: responses(Type.Array(ChatMessage)) } },
    async (request) => ok(await chatFor(app.db, request.params.id, viewer(request.user), request.query.after ?? 0)),
  );
  app.post(paths.messages, { preHandler: parties, schema: { tags, security, summary: 'Send a chat message (while the room is open); stored with the consultation', params: IdParams, body: ChatBody, response: responses(ChatMessage) } }, async (request) => {
    const message = await postChat(app.db, request.params.id, viewer(request.user), request.body.body);
    return ok(message, 'Message sent');
  });
};

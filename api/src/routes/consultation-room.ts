/**
 * The consultation room (issue 27): the room's window and ICE servers, joining (recorded), the doctor
 * ending it, the chat. Only the appointment's two parties; anyone else gets "Consultation not found".
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Appointment, ChatBody, Rating, RatingBody, ChatMessage, IdParams, MessageFileParams, OrderPrescriptionResult, Prescription, PrescriptionBody, PrescriptionParams, Room, consultationRoomPaths as paths, ok, responses } from 'shared-lib/contract';
import { ROOM_MESSAGES } from 'shared-lib/domain/consultations';
import { appointmentFor, type Viewer } from '../services/appointments';
import { signallingRoute } from './consultation-signal';
import {
  chatFor,
  endConsultation,
  issuePrescription,
  joinRoom,
  orderMessage,
  orderPrescription,
  postChat,
  prescriptionFor,
  prescriptionPdf,
  prescriptionsOf,
  prescriptionsOfUser,
  rateConsultation,
  ratingOf,
  readChatFile,
  roomFor,
  shareChatFile,
} from '../services/consultation-room';

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
    const row = await app.db.selectFrom('appointments').select(['doctor_id', 'patient_id']).where('id', '=', request.params.id).executeTakeFirstOrThrow();
    app.consultationSignals.notifyChat(request.params.id, [row.doctor_id, row.patient_id], message);
    return ok(message, 'Message sent');
  });

  app.post(
    paths.messageFiles,
    { preHandler: parties, schema: { tags, security, summary: 'Share a file in the chat (multipart `file`: JPG, PNG or PDF, 5 MB at most; optional `body` caption); private to the two parties', params: IdParams, response: responses(ChatMessage) } },
    async (request) => {
      const message = await shareChatFile(app.db, app.storage, request, request.params.id, viewer(request.user));
      const row = await app.db.selectFrom('appointments').select(['doctor_id', 'patient_id']).where('id', '=', request.params.id).executeTakeFirstOrThrow();
      app.consultationSignals.notifyChat(request.params.id, [row.doctor_id, row.patient_id], message);
      return ok(message, ROOM_MESSAGES.chatFileShared);
    },
  );
  app.get(paths.messageFile, { preHandler: parties, schema: { tags, security, summary: 'A file shared in the chat, for the two parties only', params: MessageFileParams } }, async (request, reply) => {
    const file = await readChatFile(app.db, app.storage, request.params.id, request.params.messageId, viewer(request.user));
    return reply
      .header('Content-Type', file.contentType)
      .header('Content-Disposition', `attachment; filename="${file.filename.replace(/"/g, '')}"`)
      .header('Cache-Control', 'private, no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'")
      .send(file.data);
  });

  app.get(paths.prescriptions, { preHandler: parties, schema: { tags, security, summary: "Every version of the consultation's prescription, newest first (parties only)", params: IdParams, response: responses(Type.Array(Prescription)) } }, async (request) =>
    ok(await prescriptionsOf(app.db, request.params.id, viewer(request.user))),
  );
  app.post(
    paths.prescriptions,
    { preHandler: parties, schema: { tags, security, summary: 'The doctor issues the prescription (until 24 h after); with `corrects` a new version supersedes the old', params: IdParams, body: PrescriptionBody, response: responses(Prescription) } },
    async (request) => {
      const { prescription, corrected } = await issuePrescription(app.db, request.params.id, viewer(request.user), request.body);
      return ok(prescription, corrected ? ROOM_MESSAGES.prescriptionCorrected : ROOM_MESSAGES.prescriptionIssued);
    },
  );
  app.get(paths.prescriptionPdf, { preHandler: parties, schema: { tags, security, summary: 'The prescription as a PDF (parties only; every view is logged)', params: PrescriptionParams } }, async (request, reply) => {
    const prescription = await prescriptionFor(app.db, request.params.id, request.params.prescriptionId, viewer(request.user));
    request.log.info({ prescriptionId: prescription.id, viewer: request.user.id, role: request.user.type }, 'prescription viewed');
    const pdf = await prescriptionPdf(app.db, app.storage, prescription.id);
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `attachment; filename="prescription-${prescription.appointment_id}-v${prescription.version}.pdf"`)
      .header('Cache-Control', 'private, no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .send(pdf);
  });
  app.post(
    paths.orderPrescription,
    { preHandler: app.requireRole('patient'), schema: { tags, security, summary: "Order these medicines: the prescribed catalogue items into the patient's cart; says which are out of stock or not sold here", params: PrescriptionParams, response: responses(OrderPrescriptionResult) } },
    async (request) => {
      const result = await orderPrescription(app.db, request.params.id, request.params.prescriptionId, viewer(request.user));
      return ok(result, orderMessage(result));
    },
  );
  app.get(paths.myPrescriptions, { preHandler: app.requireRole('patient'), schema: { tags, security, summary: "The patient's prescriptions, newest first", response: responses(Type.Array(Prescription)) } }, async (request) =>
    ok(await prescriptionsOfUser(app.db, viewer(request.user))),
  );
  app.get(paths.doctorPrescriptions, { preHandler: app.requireRole('doctor'), schema: { tags, security, summary: 'The prescriptions the doctor issued, newest first', response: responses(Type.Array(Prescription)) } }, async (request) =>
    ok(await prescriptionsOfUser(app.db, viewer(request.user))),
  );

  app.get(paths.rating, { preHandler: parties, schema: { tags, security, summary: "The consultation's rating (null before the patient rates)", params: IdParams, response: responses(Type.Union([Rating, Type.Null()])) } }, async (request) =>
    ok(await ratingOf(app.db, request.params.id, viewer(request.user))),
  );
  app.post(paths.rating, { preHandler: parties, schema: { tags, security, summary: 'The booked patient rates a completed consultation 1-5, once', params: IdParams, body: RatingBody, response: responses(Rating) } }, async (request) =>
    ok(await rateConsultation(app.db, request.params.id, viewer(request.user), request.body), ROOM_MESSAGES.rated),
  );

  await app.register(signallingRoute);
};

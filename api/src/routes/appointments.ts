/**
 * Consultations (issue 26): the public doctor list and page with free slots; booking (patients only; a paid
 * one is held and paid through the payment service, a free one is confirmed at once); the parties' reads,
 * cancel and reschedule; report files. Every refusal is a 4xx with a clear message and writes nothing.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  Appointment,
  BookBody,
  BookResult,
  CancelBody,
  DoctorDashboard,
  DoctorListQuery,
  DoctorPage,
  FileParams,
  IdParams,
  PublicDoctor,
  RescheduleBody,
  appointmentPaths as paths,
  appointmentPaymentPaths,
  ok,
  responses,
  PAYMENT_SERVICE_PREFIX,
} from 'shared-lib/contract';
import { CONSULTATION_MESSAGES as MESSAGES } from 'shared-lib/domain/consultations';
import { HttpError } from '../http-error';
import { requestOrigin } from '../plugins/request-origin';
import {
  appointmentFor,
  attachReports,
  bookAppointment,
  cancelAppointment,
  doctorDashboard,
  doctorPage,
  listPublicDoctors,
  patientAppointments,
  readReport,
  rescheduleAppointment,
  startAppointmentPayment,
  type Viewer,
} from '../services/appointments';
import { doctorAvailabilityRoutes } from './doctor-availability';

const withPayment = { ...responses(BookResult), 502: responses(BookResult)[500], 503: responses(BookResult)[500] };

export const appointmentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['consultations'];
  const security = [{ bearerAuth: [] }];
  const patientOnly = app.requireRole('patient');
  const doctorOnly = app.requireRole('doctor');
  const parties = app.requireRole('patient', 'doctor');
  const viewer = (user: { id: number; type: string }): Viewer => ({ id: user.id, type: user.type === 'doctor' ? 'doctor' : 'patient' });
  const payment = app.config.payment;
  const publicUrl = app.config.publicUrl.replace(/\/+$/, '');


  app.get(paths.doctors, { schema: { tags, summary: 'Doctors to consult, with fee and next free slot; filters and sorts', querystring: DoctorListQuery, response: responses(Type.Array(PublicDoctor)) } }, async (request) =>
    ok(await listPublicDoctors(app.db, request.query)),
  );
  app.get(paths.doctor, { schema: { tags, summary: "A doctor's public profile and free slots of the next 14 days", params: IdParams, response: responses(DoctorPage) } }, async (request) =>
    ok(await doctorPage(app.db, request.params.id)),
  );

  app.post(paths.book, { preHandler: patientOnly, schema: { tags, security, summary: 'Book a slot: free is confirmed at once; paid is held and answers the payment page', body: BookBody, response: withPayment } }, async (request, reply) => {
    await app.jobs.run('appointment-hold-expiry', 60_000);
    try {
      return await bookAndPay(request.user, request.body, requestOrigin(request, publicUrl));
    } catch (error) {
      // the payment service's own failures keep their status and message (the error handler hides other 5xx)
      if (error instanceof HttpError && (error.statusCode === 502 || error.statusCode === 503)) return reply.status(error.statusCode).send({ success: false, message: error.message, data: null });
      throw error;
    }
  });

  async function bookAndPay(user: { id: number; type: string }, body: BookBody, returnBase: string) {
    const booked = await bookAppointment(app.db, user.id, body, { holdMinutes: payment.expiryMinutes, paymentsAvailable: payment.mode !== 'disabled' });
    const started = booked.feePaise
      ? await startAppointmentPayment(
          app.db,
          app.paymentProvider,
          {
            redirectUrl: (id) => `${returnBase}${PAYMENT_SERVICE_PREFIX}${appointmentPaymentPaths.return.replace(':merchantTransactionId', id)}`,
            callbackUrl: `${publicUrl}${PAYMENT_SERVICE_PREFIX}${appointmentPaymentPaths.callback}`,
          },
          booked.id,
          user.id,
          booked.feePaise,
        )
      : null;
    const appointment = await appointmentFor(app.db, booked.id, viewer(user));
    return ok({ appointment, payment: started }, started ? MESSAGES.paymentStarted : MESSAGES.booked);
  }

  app.get(paths.mine, { preHandler: patientOnly, schema: { tags, security, summary: "The caller's consultations, latest first", response: responses(Type.Array(Appointment)) } }, async (request) =>
    ok(await patientAppointments(app.db, request.user.id)),
  );
  app.get(paths.doctorDashboard, { preHandler: doctorOnly, schema: { tags, security, summary: "The doctor's day: today, upcoming, past and this month", response: responses(DoctorDashboard) } }, async (request) =>
    ok(await doctorDashboard(app.db, request.user.id)),
  );
  app.get(paths.byId, { preHandler: parties, schema: { tags, security, summary: 'One consultation, for its patient or its doctor only', params: IdParams, response: responses(Appointment) } }, async (request) =>
    ok(await appointmentFor(app.db, request.params.id, viewer(request.user))),
  );

  app.post(
    paths.cancel,
    { preHandler: parties, schema: { tags, security, summary: 'Cancel: the patient up to 2 hours before, the doctor any time before the start; a paid one records a refund', params: IdParams, body: Type.Optional(CancelBody), response: responses(Appointment) } },
    async (request) => {
      await cancelAppointment(app.db, request.params.id, viewer(request.user));
      return ok(await appointmentFor(app.db, request.params.id, viewer(request.user)), MESSAGES.cancelled);
    },
  );
  app.post(
    paths.reschedule,
    { preHandler: patientOnly, schema: { tags, security, summary: 'Move to another free slot of the same doctor, up to 2 hours before the start', params: IdParams, body: RescheduleBody, response: responses(Appointment) } },
    async (request) => {
      await rescheduleAppointment(app.db, request.params.id, request.user.id, request.body.start);
      return ok(await appointmentFor(app.db, request.params.id, viewer(request.user)), MESSAGES.rescheduled);
    },
  );

  app.post(paths.files, { preHandler: patientOnly, schema: { tags, security, summary: 'Attach reports (multipart `files`: JPG, PNG or PDF, up to 3, 5 MB each)', params: IdParams, response: responses(Appointment) } }, async (request) => {
    await attachReports(app.db, app.storage, request, request.params.id, request.user.id);
    return ok(await appointmentFor(app.db, request.params.id, viewer(request.user)), 'Reports attached');
  });
  app.get(paths.file, { preHandler: parties, schema: { tags, security, summary: 'One report, for the two parties only', params: FileParams } }, async (request, reply) => {
    const file = await readReport(app.db, app.storage, request.params.id, request.params.fileId, viewer(request.user));
    return reply
      .header('Content-Type', file.contentType)
      .header('Content-Disposition', `attachment; filename="${file.filename.replace(/"/g, '')}"`)
      .header('Cache-Control', 'private, no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'")
      .send(file.data);
  });

  await app.register(doctorAvailabilityRoutes);
};

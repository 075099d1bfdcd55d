/** A doctor's own consultation hours (issue 26): the token's doctor only, never another's. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Availability, AvailabilityBody, appointmentPaths as paths, ok, responses } from 'shared-lib/contract';
import { CONSULTATION_MESSAGES } from 'shared-lib/domain/consultations';
import { ownAvailability, saveAvailability } from '../services/appointments';

export const doctorAvailabilityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['consultations'];
  const security = [{ bearerAuth: [] }];
  const preHandler = app.requireRole('doctor');

  app.get(paths.availability, { preHandler, schema: { tags, security, summary: "The caller's hours, fee and slot length, and bookings outside the hours", response: responses(Availability) } }, async (request) =>
    ok(await ownAvailability(app.db, request.user.id)),
  );

  app.put(
    paths.availability,
    { preHandler, schema: { tags, security, summary: 'Save the hours (India time); booked consultations stay, those outside the new hours are listed', body: AvailabilityBody, response: responses(Availability) } },
    async (request) => ok(await saveAvailability(app.db, request.user.id, request.body), CONSULTATION_MESSAGES.availabilitySaved),
  );
};

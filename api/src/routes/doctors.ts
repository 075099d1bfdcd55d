/** Streams, specialities, the doctor team list and (registered from here) the onboarding routes. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { DoctorCard, IdParams, NamedEntity, ok, responses } from 'shared-lib/contract';
import { Speciality } from '../schemas/catalogue';
import { listCompletedDoctors, listSpecialities, listStreams } from '../services/doctors';
import { doctorOnboardingRoutes } from './doctor-onboarding';

export const doctorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['doctors'];
  app.get('/stream/all', { schema: { tags, response: responses(Type.Array(NamedEntity)) } }, async () => ok(await listStreams(app.db)));
  app.get('/speciality/all', { schema: { tags, response: responses(Type.Array(Speciality)) } }, async () => ok(await listSpecialities(app.db)));
  app.get('/speciality/getByStreamId/:id', { schema: { tags, params: IdParams, response: responses(Type.Array(Speciality)) } }, async (request) =>
    ok(await listSpecialities(app.db, request.params.id)),
  );
  app.get('/doctor/getAllDoctorList', { schema: { tags, summary: 'Doctors who completed onboarding (team cards)', response: responses(Type.Array(DoctorCard)) } }, async () =>
    ok(await listCompletedDoctors(app.db)),
  );
  await app.register(doctorOnboardingRoutes);
};

/** Streams, specialities and the doctor team list (the onboarding routes: doctor-onboarding.ts). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CountData, DoctorCard, IdParams, Speciality, Stream, cataloguePaths as paths, ok, responses } from 'shared-lib/contract';
import { countCompletedDoctors, listCompletedDoctors, listSpecialities, listStreams } from '../services/doctors/directory';

export const doctorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['doctors'];
  app.get(paths.streams, { schema: { tags, response: responses(Type.Array(Stream)) } }, async () => ok(await listStreams(app.db)));
  app.get(paths.specialities, { schema: { tags, response: responses(Type.Array(Speciality)) } }, async () => ok(await listSpecialities(app.db)));
  app.get(paths.specialitiesByStream, { schema: { tags, params: IdParams, response: responses(Type.Array(Speciality)) } }, async (request) =>
    ok(await listSpecialities(app.db, request.params.id)),
  );
  app.get(paths.doctorList, { schema: { tags, summary: 'Doctors who completed onboarding (team cards)', response: responses(Type.Array(DoctorCard)) } }, async () =>
    ok(await listCompletedDoctors(app.db)),
  );
  app.get(paths.doctorCount, { schema: { tags, summary: 'How many doctors completed onboarding', response: responses(CountData) } }, async () =>
    ok({ count: await countCompletedDoctors(app.db) }),
  );
};

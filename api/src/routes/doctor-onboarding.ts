/**
 * The four doctor sign-up steps, the doctor's own record and documents. Only the doctor being onboarded
 * (the token's doctor) may write its steps or read its record; stage, role and type are the server's.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ACCOUNT_SAFETY_MESSAGES, DOCTOR_MESSAGES, DOCTOR_STAGES, MESSAGES } from 'shared-lib/domain';
import { signUpNeutrally } from '../services/accounts/neutral-signup';
import { readMultipartForm } from '../integrations/storage/multipart';
import { emailKeyOf } from '../plugins/limit-keys';
import { publicUrl, withStoredImages } from '../integrations/storage';
import { badRequest, forbidden, notFound } from '../http-error';
import {
  DOCTOR_DOCUMENTS,
  DoctorBasicBody,
  DoctorCreateResponse,
  doctorPaths,
  DoctorRecord,
  DoctorStepResponse,
  DoctorWorkBody,
  DocumentParams,
  ErrorEnvelope,
  IdParams,
  ok,
  responses,
} from 'shared-lib/contract';
import { checkAccount, checkBasic, checkOther, checkWork, requireDoctorId } from '../services/doctors/onboarding-fields';
import { assertStepAllowed, createDoctor, documentKey, saveBasic, saveOther, saveWork } from '../services/doctors/onboarding';
import { findDoctorRecord } from '../services/doctors/record';

/** The doctor a request names must be the token's doctor. */
function ownDoctorId(request: FastifyRequest, value: unknown): number {
  const id = requireDoctorId(value);
  if (request.user.id !== id) throw forbidden(DOCTOR_MESSAGES.ownRecordOnly);
  return id;
}

const DOCUMENT_REQUIRED: Record<(typeof DOCTOR_DOCUMENTS)[number], string> = {
  degree_image: DOCTOR_MESSAGES.degreeImage,
  license_image: DOCTOR_MESSAGES.licenseImage,
  signeture_image: DOCTOR_MESSAGES.signetureImage,
};

export const doctorOnboardingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['doctor'];
  const doctorOnly = app.requireRole('doctor');
  const onboarding = { onboarding: true };
  const perEmail = app.countUnder('signupEmail');
  const stepErrors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope, 409: ErrorEnvelope, 413: ErrorEnvelope, 500: ErrorEnvelope };

  app.post(
    doctorPaths.create,
    {
      preHandler: app.rateLimited('signup'),
      schema: {
        tags,
        summary: 'Account step (multipart: name, email, phone, password, optional profile_image); answers a token limited to onboarding',
        consumes: ['multipart/form-data'],
        response: { 200: DoctorCreateResponse, ...stepErrors },
      },
    },
    async (request, reply) => {
      const form = await readMultipartForm(request, { imageFields: ['profile_image'] });
      const input = checkAccount(form.fields);
      await perEmail(request, reply, emailKeyOf(input.email));
      const images = form.images.profile_image ? [form.images.profile_image] : [];
      // a known e-mail gets the same answer (its owner a mail); the image stored for it is removed again
      await signUpNeutrally(app.db, { type: 'doctor', email: input.email, password: input.password }, [DOCTOR_MESSAGES.emailTaken], () =>
        withStoredImages(app.storage, 'public', 'doctors', images, (keys) => createDoctor(app.db, input, keys[0] ? publicUrl(keys[0]) : null)),
      );
      return { success: true, message: ACCOUNT_SAFETY_MESSAGES.signupReceived, data: null };
    },
  );

  app.post(
    doctorPaths.saveBasic,
    { preHandler: doctorOnly, config: onboarding, schema: { tags, summary: 'Basic step', body: DoctorBasicBody, response: { 200: DoctorStepResponse, ...stepErrors } } },
    async (request) => {
      const doctorId = ownDoctorId(request, request.body.doctorId);
      return ok(await saveBasic(app.db, doctorId, checkBasic(request.body)), MESSAGES.doctorBasicSaved);
    },
  );

  app.post(
    doctorPaths.saveWork,
    { preHandler: doctorOnly, config: onboarding, schema: { tags, summary: 'Work step', body: DoctorWorkBody, response: { 200: DoctorStepResponse, ...stepErrors } } },
    async (request) => {
      const doctorId = ownDoctorId(request, request.body.doctorId);
      return ok(await saveWork(app.db, doctorId, await checkWork(app.db, request.body)), MESSAGES.doctorWorkSaved);
    },
  );

  app.post(
    doctorPaths.saveOther,
    {
      preHandler: doctorOnly,
      config: onboarding,
      schema: {
        tags,
        summary: 'Other step (multipart: institute_name, year_of_passing, license_number, license_state, doctorId, degree_image, license_image, signeture_image)',
        consumes: ['multipart/form-data'],
        response: { 200: DoctorStepResponse, ...stepErrors },
      },
    },
    async (request) => {
      const form = await readMultipartForm(request, { imageFields: [...DOCTOR_DOCUMENTS] });
      const doctorId = ownDoctorId(request, form.fields.doctorId);
      const input = await checkOther(app.db, form.fields);
      const missing = DOCTOR_DOCUMENTS.find((kind) => !form.images[kind]);
      if (missing) throw badRequest(DOCUMENT_REQUIRED[missing]);
      await assertStepAllowed(app.db, doctorId, DOCTOR_STAGES.complete);
      const images = DOCTOR_DOCUMENTS.map((kind) => form.images[kind]);
      const { record, replaced } = await withStoredImages(app.storage, 'private', `doctors/${doctorId}`, images, ([degree, license, signeture]) =>
        saveOther(app.db, doctorId, input, { degree_image: degree, license_image: license, signeture_image: signeture }),
      );
      await Promise.all(replaced.map((key) => app.storage.remove('private', key).catch(() => undefined)));
      return ok(record, MESSAGES.doctorSignedUp);
    },
  );

  app.get(
    doctorPaths.getById,
    { preHandler: doctorOnly, config: onboarding, schema: { tags, summary: "The caller's own doctor record", params: IdParams, response: responses(DoctorRecord) } },
    async (request) => {
      const record = await findDoctorRecord(app.db, ownDoctorId(request, request.params.id));
      if (!record) throw notFound(DOCTOR_MESSAGES.notFound);
      return ok(record);
    },
  );

  app.get(
    doctorPaths.document,
    { preHandler: doctorOnly, config: onboarding, schema: { tags, summary: "One of the caller's own documents (image)", params: DocumentParams } },
    async (request, reply) => {
      const key = await documentKey(app.db, ownDoctorId(request, request.params.id), request.params.kind);
      const file = key ? await app.storage.get('private', key) : null;
      if (!file) throw notFound('Document not found');
      return reply.header('Content-Type', file.contentType).header('X-Content-Type-Options', 'nosniff').header('Cache-Control', 'private, no-store').send(file.data);
    },
  );
};

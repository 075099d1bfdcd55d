/** Patient account: sign-up, own profile, profile update, password change. The caller is the token's user. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ACCOUNT_SAFETY_MESSAGES, PATIENT_MESSAGES } from 'shared-lib/domain';
import { signUpNeutrally } from '../services/accounts/neutral-signup';
import { Type } from 'typebox';
import { notFound } from '../http-error';
import { emailIn } from '../plugins/limit-keys';
import { ChangePasswordBody, ErrorEnvelope, IdParams, PatientProfile, PatientSignupBody, PatientUpdateBody, SignupResponse, ok, patientPaths as paths, responses } from 'shared-lib/contract';
import { changePassword, createPatient, findPatient, updatePatient } from '../services/patients/profile';

/** The updated profile; after an e-mail change also the caller's fresh token (every earlier one was revoked). */
const ProfileUpdated = Type.Object({ success: Type.Boolean(), message: Type.String(), data: PatientProfile, token: Type.Optional(Type.String()) });

export const patientRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['patient'];
  const ownAccount = [app.requireRole('patient'), app.requireOwner({ param: 'id', message: PATIENT_MESSAGES.ownAccountOnly })];
  const withConflict = <T extends ReturnType<typeof responses>>(r: T) => ({ ...r, 409: ErrorEnvelope });

  app.post(
    paths.create,
    { preHandler: [app.rateLimited('signup'), app.rateLimited('signupEmail', emailIn())], schema: { tags, summary: 'Patient sign-up (role and type are always patient); the same answer for a known e-mail, whose owner gets a mail', body: PatientSignupBody, response: { 200: SignupResponse, 400: ErrorEnvelope, 429: ErrorEnvelope, 500: ErrorEnvelope } } },
    async (request) => {
      const { email, password } = request.body;
      await signUpNeutrally(app.db, { type: 'patient', email, password }, [PATIENT_MESSAGES.emailTaken], () => createPatient(app.db, request.body));
      return { success: true, message: ACCOUNT_SAFETY_MESSAGES.signupReceived, data: null };
    },
  );

  app.get(paths.byId, { preHandler: ownAccount, schema: { tags, params: IdParams, response: responses(PatientProfile) } }, async (request) => {
    const profile = await findPatient(app.db, request.params.id);
    if (!profile) throw notFound('Patient not found');
    return ok(profile);
  });

  app.put(
    paths.update,
    // checking current_password (an e-mail change) takes the password-change limit
    { preHandler: [...ownAccount, app.rateLimited('passwordChange', (request) => `user:${request.user.id}`, (request) => Boolean((request.body as { current_password?: string })?.current_password))], schema: { tags, params: IdParams, body: PatientUpdateBody, response: withConflict({ ...responses(PatientProfile), 200: ProfileUpdated }) } },
    async (request) => {
      const profile = await updatePatient(app.db, request.params.id, request.body);
      // an e-mail change revoked every earlier session: this one carries on with a fresh token
      const { token_version: tv } = await app.db.selectFrom('users').select('token_version').where('id', '=', request.user.id).executeTakeFirstOrThrow();
      const token = tv === request.user.tv ? undefined : app.jwt.sign({ id: request.user.id, type: 'patient', name: request.user.name, tv });
      return { ...ok(profile, 'Profile updated'), ...(token ? { token } : {}) };
    },
  );

  app.put(
    paths.changePassword,
    { preHandler: [...ownAccount, app.rateLimited('passwordChange', (request) => `user:${request.user.id}`)], schema: { tags, summary: 'Change password; every earlier token stops working', params: IdParams, body: ChangePasswordBody, response: responses(Type.Null()) } },
    async (request) => {
      await changePassword(app.db, request.params.id, request.body.Old_Password, request.body.password);
      return ok(null, PATIENT_MESSAGES.passwordChanged);
    },
  );
};

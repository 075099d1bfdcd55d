/** The patient account (contract: patients), tag 'Profile'. Used by mfe-patient and mfe-checkout alike. */
import type { ApiEnvelope, ChangePasswordBody, PatientProfile, PatientSignupBody, PatientUpdateBody } from 'shared-lib/contract';
import { type SignedUp, signUpThenLogIn } from '../sign-up-then-log-in';
import { patientPaths, urlOf } from 'shared-lib/contract/paths';
import { saveSession } from 'shared-lib/http';
import { api } from '../api';

export const patientsApi = api.injectEndpoints({
  endpoints: (build) => ({
    createPatient: build.mutation<SignedUp, PatientSignupBody>({
      queryFn: (body, _api, _extra, baseQuery) => signUpThenLogIn(baseQuery, { url: urlOf(patientPaths.create), method: 'POST', data: body }, 'patient', { email: body.email, password: body.password }),
    }),
    getPatient: build.query<PatientProfile, number>({
      query: (id) => urlOf(patientPaths.byId, { id }),
      transformResponse: (body: ApiEnvelope<PatientProfile>) => body.data,
      providesTags: ['Profile'],
    }),
    updatePatient: build.mutation<PatientProfile, { id: number; body: PatientUpdateBody }>({
      query: ({ id, body }) => ({ url: urlOf(patientPaths.update, { id }), method: 'PUT', data: body }),
      // after an e-mail change the server revoked every earlier session and sent this one a fresh token
      transformResponse: (body: ApiEnvelope<PatientProfile> & { token?: string }) => {
        if (body.token) saveSession(body.token);
        return body.data;
      },
      invalidatesTags: ['Profile'],
    }),
    changePassword: build.mutation<ApiEnvelope<null>, { id: number } & ChangePasswordBody>({
      query: ({ id, ...body }) => ({ url: urlOf(patientPaths.changePassword, { id }), method: 'PUT', data: body }),
    }),
  }),
});

export const { useCreatePatientMutation, useGetPatientQuery, useUpdatePatientMutation, useChangePasswordMutation } = patientsApi;

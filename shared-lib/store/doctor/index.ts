/**
 * The doctor endpoints (spec section 7), tag 'Doctor'. Onboarding calls carry the doctor's onboarding
 * token when one is stored for that doctor; otherwise the shared axios instance adds the session's.
 */
import { type SignedUp, signUpThenLogIn } from '../sign-up-then-log-in';
import type { ApiEnvelope, DoctorBasicBody, DoctorRecord, DoctorStepResponse, DoctorWorkBody, Speciality, Stream } from 'shared-lib/contract';
import { cataloguePaths, doctorPaths, urlOf } from 'shared-lib/contract/paths';
import { readOnboardingToken } from 'shared-lib/http';
import { api } from '../api';

/** The Authorization header of the onboarding token for `doctorId`, or none. */
function onboardingHeaders(doctorId?: number): Record<string, string> | undefined {
  const token = readOnboardingToken(doctorId);
  return token ? { Authorization: `Bearer ${token}` } : undefined;
}

/** Account step fields; the server sets role 2 and type doctor whatever is sent. */
export interface DoctorAccountInput {
  name: string;
  email: string;
  phone: string;
  password: string;
  profile_image: File | null;
}
export interface DoctorOtherInput {
  doctorId: number;
  institute_name: string;
  year_of_passing: string;
  license_number: string;
  license_state: number;
  degree_image: File;
  license_image: File;
  signeture_image: File;
}

function formData(fields: Record<string, string | number | File | null>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === null) continue;
    if (typeof value === 'object') form.append(name, value, value.name);
    else form.append(name, String(value));
  }
  return form;
}

export const doctorApi = api.injectEndpoints({
  endpoints: (build) => ({
    createDoctor: build.mutation<SignedUp, DoctorAccountInput>({
      queryFn: (input, _api, _extra, baseQuery) =>
        signUpThenLogIn(baseQuery, { url: urlOf(doctorPaths.create), method: 'POST', data: formData({ ...input, role: 2, type: 'doctor' }) }, 'doctor', { email: input.email, password: input.password }),
    }),
    saveDoctorBasic: build.mutation<DoctorStepResponse, DoctorBasicBody & { doctorId: number }>({
      query: (body) => ({ url: urlOf(doctorPaths.saveBasic), method: 'POST', data: body, headers: onboardingHeaders(body.doctorId) }),
      onQueryStarted: (body, { dispatch, queryFulfilled }) => keepRecord(body.doctorId, dispatch, queryFulfilled),
    }),
    saveDoctorWork: build.mutation<DoctorStepResponse, DoctorWorkBody & { doctorId: number }>({
      query: (body) => ({ url: urlOf(doctorPaths.saveWork), method: 'POST', data: body, headers: onboardingHeaders(body.doctorId) }),
      onQueryStarted: (body, { dispatch, queryFulfilled }) => keepRecord(body.doctorId, dispatch, queryFulfilled),
    }),
    saveDoctorOther: build.mutation<DoctorStepResponse, DoctorOtherInput>({
      query: (input) => ({ url: urlOf(doctorPaths.saveOther), method: 'POST', data: formData({ ...input }), headers: onboardingHeaders(input.doctorId) }),
      // no refetch: the wizard leaves for the doctor login, and the onboarding token goes with it
    }),
    getDoctor: build.query<DoctorRecord, number>({
      query: (id) => ({ url: urlOf(doctorPaths.getById, { id }), headers: onboardingHeaders(id) }),
      transformResponse: (body: ApiEnvelope<DoctorRecord>) => body.data,
      providesTags: ['Doctor'],
    }),
    getStreams: build.query<Stream[], void>({
      query: () => urlOf(cataloguePaths.streams),
      transformResponse: (body: ApiEnvelope<Stream[]>) => body.data ?? [],
    }),
    getSpecialitiesByStream: build.query<Speciality[], number>({
      query: (streamId) => urlOf(cataloguePaths.specialitiesByStream, { id: streamId }),
      transformResponse: (body: ApiEnvelope<Speciality[]>) => body.data ?? [],
    }),
  }),
});

/** A step's answer is the doctor's new record: it replaces the cached one at once (the wizard moves on without a refetch). */
async function keepRecord(doctorId: number, dispatch: (action: unknown) => unknown, queryFulfilled: Promise<{ data: DoctorStepResponse }>) {
  try {
    const { data } = await queryFulfilled;
    dispatch(doctorApi.util.upsertQueryData('getDoctor', doctorId, data.data));
  } catch {
    /* the caller shows the failure */
  }
}

export const {
  useCreateDoctorMutation,
  useSaveDoctorBasicMutation,
  useSaveDoctorWorkMutation,
  useSaveDoctorOtherMutation,
  useGetDoctorQuery,
  useGetStreamsQuery,
  useGetSpecialitiesByStreamQuery,
} = doctorApi;
export type { DoctorRecord, DoctorCreateResponse, DoctorStepResponse } from 'shared-lib/contract';

/** Consultation endpoints (issue 26), injected into the one api; tag 'Appointment' keeps every list live. */
import type { ApiEnvelope, Appointment, Availability, AvailabilityBody, BookBody, BookResult, DoctorDashboard, DoctorListQuery, DoctorPage, PublicDoctor } from 'shared-lib/contract';
import { appointmentPaths as paths, urlOf } from 'shared-lib/contract/paths';
import { api } from 'shared-lib/store';

const withTags = api.enhanceEndpoints({ addTagTypes: ['Appointment', 'Availability'] });

/** The query string of the doctors page (only the filters that are set). */
export function doctorListParams(query: DoctorListQuery): Record<string, string> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== false).map(([key, value]) => [key, String(value)]));
}

export const appointmentsApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    getConsultDoctors: build.query<PublicDoctor[], DoctorListQuery>({
      query: (query) => ({ url: urlOf(paths.doctors), params: doctorListParams(query) }),
      transformResponse: (body: ApiEnvelope<PublicDoctor[]>) => body.data ?? [],
      providesTags: ['Appointment'],
    }),
    getConsultDoctor: build.query<DoctorPage, number>({
      query: (id) => urlOf(paths.doctor, { id }),
      transformResponse: (body: ApiEnvelope<DoctorPage>) => body.data,
      providesTags: ['Appointment'],
    }),
    bookAppointment: build.mutation<BookResult, BookBody>({
      query: (body) => ({ url: urlOf(paths.book), method: 'POST', data: body }),
      transformResponse: (body: ApiEnvelope<BookResult>) => body.data,
      invalidatesTags: ['Appointment'],
    }),
    attachReports: build.mutation<Appointment, { id: number; files: File[] }>({
      query: ({ id, files }) => {
        const form = new FormData();
        for (const file of files) form.append('files', file, file.name);
        return { url: urlOf(paths.files, { id }), method: 'POST', data: form };
      },
      transformResponse: (body: ApiEnvelope<Appointment>) => body.data,
      invalidatesTags: ['Appointment'],
    }),
    getAppointment: build.query<Appointment, number>({
      query: (id) => urlOf(paths.byId, { id }),
      transformResponse: (body: ApiEnvelope<Appointment>) => body.data,
      providesTags: ['Appointment'],
    }),
    getMyAppointments: build.query<Appointment[], void>({
      query: () => urlOf(paths.mine),
      transformResponse: (body: ApiEnvelope<Appointment[]>) => body.data ?? [],
      providesTags: ['Appointment'],
    }),
    cancelAppointment: build.mutation<Appointment, number>({
      query: (id) => ({ url: urlOf(paths.cancel, { id }), method: 'POST', data: {} }),
      transformResponse: (body: ApiEnvelope<Appointment>) => body.data,
      invalidatesTags: ['Appointment'],
    }),
    rescheduleAppointment: build.mutation<Appointment, { id: number; start: string }>({
      query: ({ id, start }) => ({ url: urlOf(paths.reschedule, { id }), method: 'POST', data: { start } }),
      transformResponse: (body: ApiEnvelope<Appointment>) => body.data,
      invalidatesTags: ['Appointment'],
    }),
    getDoctorDashboard: build.query<DoctorDashboard, void>({
      query: () => urlOf(paths.doctorDashboard),
      transformResponse: (body: ApiEnvelope<DoctorDashboard>) => body.data,
      providesTags: ['Appointment'],
    }),
    getAvailability: build.query<Availability, void>({
      query: () => urlOf(paths.availability),
      transformResponse: (body: ApiEnvelope<Availability>) => body.data,
      providesTags: ['Availability'],
    }),
    saveAvailability: build.mutation<Availability, AvailabilityBody>({
      query: (body) => ({ url: urlOf(paths.availability), method: 'PUT', data: body }),
      transformResponse: (body: ApiEnvelope<Availability>) => body.data,
      invalidatesTags: ['Availability', 'Appointment'],
    }),
  }),
});

export const {
  useGetConsultDoctorsQuery,
  useGetConsultDoctorQuery,
  useBookAppointmentMutation,
  useAttachReportsMutation,
  useGetAppointmentQuery,
  useGetMyAppointmentsQuery,
  useCancelAppointmentMutation,
  useRescheduleAppointmentMutation,
  useGetDoctorDashboardQuery,
  useGetAvailabilityQuery,
  useSaveAvailabilityMutation,
} = appointmentsApi;

/** A report file's address for the two parties (fetched with the session's token, never a public link). */
export const reportFileUrl = (appointmentId: number, fileId: number) => urlOf(paths.file, { id: appointmentId, fileId });

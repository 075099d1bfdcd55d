/** The consultation room, its chat, e-prescriptions and ratings (issue 27), injected into the one api. */
import type { ApiEnvelope, Appointment, ChatMessage, ProductPage, OrderPrescriptionResult, Prescription, PrescriptionBody, Rating, RatingBody, Room } from 'shared-lib/contract';
import { consultationRoomPaths as paths, productPaths, urlOf } from 'shared-lib/contract/paths';
import { appConfig } from 'shared-lib/http';
import { api } from 'shared-lib/store';

const withTags = api.enhanceEndpoints({ addTagTypes: ['Appointment', 'Prescription', 'Cart', 'Rating'] });

export const roomApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    getRoom: build.query<Room, number>({
      query: (id) => urlOf(paths.room, { id }),
      transformResponse: (body: ApiEnvelope<Room>) => body.data,
    }),
    joinRoom: build.mutation<Room, number>({
      query: (id) => ({ url: urlOf(paths.join, { id }), method: 'POST', data: {} }),
      transformResponse: (body: ApiEnvelope<Room>) => body.data,
    }),
    endConsultation: build.mutation<Appointment, number>({
      query: (id) => ({ url: urlOf(paths.end, { id }), method: 'POST', data: {} }),
      transformResponse: (body: ApiEnvelope<Appointment>) => body.data,
      invalidatesTags: ['Appointment'],
    }),
    getChat: build.query<ChatMessage[], number>({
      query: (id) => urlOf(paths.messages, { id }),
      transformResponse: (body: ApiEnvelope<ChatMessage[]>) => body.data ?? [],
    }),
    sendChat: build.mutation<ChatMessage, { id: number; body: string }>({
      query: ({ id, body }) => ({ url: urlOf(paths.messages, { id }), method: 'POST', data: { body } }),
      transformResponse: (body: ApiEnvelope<ChatMessage>) => body.data,
    }),
    /** a report photo or PDF shared in the chat (checked by the server by its bytes, 5 MB at most) */
    shareChatFile: build.mutation<ChatMessage, { id: number; file: File; body?: string }>({
      query: ({ id, file, body }) => {
        const form = new FormData();
        if (body) form.append('body', body);
        form.append('file', file, file.name);
        return { url: urlOf(paths.messageFiles, { id }), method: 'POST', data: form };
      },
      transformResponse: (body: ApiEnvelope<ChatMessage>) => body.data,
    }),
    getPrescriptions: build.query<Prescription[], number>({
      query: (id) => urlOf(paths.prescriptions, { id }),
      transformResponse: (body: ApiEnvelope<Prescription[]>) => body.data ?? [],
      providesTags: ['Prescription'],
    }),
    issuePrescription: build.mutation<Prescription, { id: number; body: PrescriptionBody }>({
      query: ({ id, body }) => ({ url: urlOf(paths.prescriptions, { id }), method: 'POST', data: body }),
      transformResponse: (body: ApiEnvelope<Prescription>) => body.data,
      invalidatesTags: ['Prescription'],
    }),
    getMyPrescriptions: build.query<Prescription[], void>({
      query: () => urlOf(paths.myPrescriptions),
      transformResponse: (body: ApiEnvelope<Prescription[]>) => body.data ?? [],
      providesTags: ['Prescription'],
    }),
    orderPrescription: build.mutation<{ result: OrderPrescriptionResult; message: string }, { id: number; prescriptionId: number }>({
      query: ({ id, prescriptionId }) => ({ url: urlOf(paths.orderPrescription, { id, prescriptionId }), method: 'POST', data: {} }),
      transformResponse: (body: ApiEnvelope<OrderPrescriptionResult>) => ({ result: body.data, message: body.message }),
      invalidatesTags: ['Cart'],
    }),
    rateConsultation: build.mutation<Rating, { id: number; body: RatingBody }>({
      query: ({ id, body }) => ({ url: urlOf(paths.rating, { id }), method: 'POST', data: body }),
      transformResponse: (body: ApiEnvelope<Rating>) => body.data,
      invalidatesTags: ['Rating'],
    }),
    /** catalogue items by name, for the prescription's medicine picker */
    searchMedicines: build.query<Array<{ id: number; name: string; sales_price: number; in_stock_quantity: number }>, string>({
      query: (name) => ({ url: urlOf(productPaths.filter), method: 'POST', data: { search_by_name: name, pageSize: 8 } }),
      transformResponse: (body: ApiEnvelope<ProductPage>) => (body.data?.items ?? []).map(({ id, name, sales_price, in_stock_quantity }) => ({ id, name, sales_price, in_stock_quantity })),
    }),
    getRating: build.query<Rating | null, number>({
      query: (id) => urlOf(paths.rating, { id }),
      transformResponse: (body: ApiEnvelope<Rating | null>) => body.data ?? null,
      providesTags: ['Rating'],
    }),
  }),
});

export const {
  useGetRoomQuery,
  useJoinRoomMutation,
  useEndConsultationMutation,
  useGetChatQuery,
  useSendChatMutation,
  useShareChatFileMutation,
  useGetPrescriptionsQuery,
  useIssuePrescriptionMutation,
  useGetMyPrescriptionsQuery,
  useOrderPrescriptionMutation,
  useRateConsultationMutation,
  useGetRatingQuery,
  useSearchMedicinesQuery,
} = roomApi;

/** A file shared in the chat (read with the session's token through `http`; the two parties only). */
export const chatFileUrl = (id: number, messageId: number) => urlOf(paths.messageFile, { id, messageId });

/** The PDF of one prescription version (read with the session's token through `http`). */
export const prescriptionPdfUrl = (id: number, prescriptionId: number) => urlOf(paths.prescriptionPdf, { id, prescriptionId });

/** The signalling socket's address on the page's own origin (ws: or wss:), under the API base. */
export function signallingUrl(signallingPath: string): string {
  const base = new URL(appConfig().apiBase.replace(/\/?$/, '/'), window.location.href);
  base.protocol = base.protocol === 'https:' ? 'wss:' : 'ws:';
  return new URL(signallingPath.replace(/^\//, ''), base).toString();
}

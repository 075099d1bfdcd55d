/** Prescription-required medicines (contract: order-prescriptions): the patient's prescriptions, an order's state and re-upload, the seller's review queue. */
import type { ApiEnvelope, ApproveBody, OrderRxState, RejectBody, RxDocument, RxMine, RxReview, RxReviewQueue } from 'shared-lib/contract';
import { RX_FILES_FIELD, rxPaths, urlOf } from 'shared-lib/contract/paths';
import { http } from 'shared-lib/http';
import { api } from '../api';

const withTags = api.enhanceEndpoints({ addTagTypes: ['Prescription'] });
const MINE = { type: 'Prescription' as const, id: 'MINE' };
const QUEUE = { type: 'Prescription' as const, id: 'QUEUE' };

/** The multipart body of an upload: every file under `files`. */
export function rxUploadForm(files: readonly Blob[]): FormData {
  const form = new FormData();
  for (const file of files) form.append(RX_FILES_FIELD, file, file instanceof File ? file.name : 'prescription');
  return form;
}

export const prescriptionsApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    getMyRxDocuments: build.query<RxMine, void>({
      query: () => urlOf(rxPaths.mine),
      transformResponse: (body: ApiEnvelope<RxMine>) => body.data,
      providesTags: [MINE],
    }),
    uploadPrescription: build.mutation<RxDocument, readonly Blob[]>({
      query: (files) => ({ url: urlOf(rxPaths.upload), method: 'POST', data: rxUploadForm(files) }),
      transformResponse: (body: ApiEnvelope<RxDocument>) => body.data,
      invalidatesTags: [MINE],
    }),
    useEprescription: build.mutation<RxDocument, number>({
      query: (id) => ({ url: urlOf(rxPaths.fromEprescription), method: 'POST', data: { eprescription_id: id } }),
      transformResponse: (body: ApiEnvelope<RxDocument>) => body.data,
    }),
    getOrderRxState: build.query<OrderRxState, number>({
      query: (id) => urlOf(rxPaths.orderState, { id }),
      transformResponse: (body: ApiEnvelope<OrderRxState>) => body.data,
      providesTags: (_r, _e, id) => [{ type: 'Prescription', id: `ORDER-${id}` }],
    }),
    reuploadPrescription: build.mutation<OrderRxState, { orderId: number; documentId: number }>({
      query: ({ orderId, documentId }) => ({ url: urlOf(rxPaths.reupload, { id: orderId }), method: 'POST', data: { document_id: documentId } }),
      transformResponse: (body: ApiEnvelope<OrderRxState>) => body.data,
      invalidatesTags: (_r, _e, { orderId }) => [{ type: 'Prescription', id: `ORDER-${orderId}` }, { type: 'Order' }],
    }),
    getRxReviewQueue: build.query<RxReviewQueue, void>({
      query: () => urlOf(rxPaths.queue),
      transformResponse: (body: ApiEnvelope<RxReviewQueue>) => body.data,
      providesTags: [QUEUE],
    }),
    approvePrescription: build.mutation<RxReview, { id: number } & ApproveBody>({
      query: ({ id, ...body }) => ({ url: urlOf(rxPaths.approve, { id }), method: 'POST', data: body }),
      transformResponse: (body: ApiEnvelope<RxReview>) => body.data,
      invalidatesTags: [QUEUE, { type: 'Order', id: 'SELLER' }],
    }),
    rejectPrescription: build.mutation<RxReview, { id: number } & RejectBody>({
      query: ({ id, ...body }) => ({ url: urlOf(rxPaths.reject, { id }), method: 'POST', data: body }),
      transformResponse: (body: ApiEnvelope<RxReview>) => body.data,
      invalidatesTags: [QUEUE, { type: 'Order', id: 'SELLER' }],
    }),
  }),
});

export const {
  useGetMyRxDocumentsQuery,
  useUploadPrescriptionMutation,
  useUseEprescriptionMutation,
  useGetOrderRxStateQuery,
  useReuploadPrescriptionMutation,
  useGetRxReviewQueueQuery,
  useApprovePrescriptionMutation,
  useRejectPrescriptionMutation,
} = prescriptionsApi;

/** Opens a private prescription file in a new tab: fetched with the caller's token (there is no public URL). */
export async function openPrescriptionFile(fileId: number): Promise<void> {
  const response = await http.get<Blob>(urlOf(rxPaths.file, { id: fileId }), { responseType: 'blob' });
  const url = URL.createObjectURL(response.data);
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

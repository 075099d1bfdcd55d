/** Helpers for the room tests: a confirmed consultation placed at any time relative to now (the booking routes only take future slots). */
import { multipartBody } from '../support/images';
import { call } from './patients';
import type { TestApp } from './test-app';

let made = 0;
/** Each call a distinct start (a few ms apart: one doctor never has two active rows at one start). */
export async function consultationAt(t: TestApp, doctorId: number, patientId: number, startInMinutes: number, minutes = 30, status: 'confirmed' | 'completed' | 'cancelled' = 'confirmed') {
  const start = new Date(Math.floor((Date.now() + startInMinutes * 60_000) / 1000) * 1000 + (++made % 500));
  const { id } = await t.db
    .insertInto('appointments')
    .values({
      doctor_id: doctorId,
      patient_id: patientId,
      start_at: start.toISOString(),
      end_at: new Date(start.getTime() + minutes * 60_000).toISOString(),
      status,
      fee_paise: 0,
      concern: 'Joint pain in the mornings',
      hold_expires_at: null,
      joined_at: null,
      cancelled_at: null,
      cancelled_by: null,
      refund_status: null,
      refund_amount_paise: null,
      updated_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export const join = (t: TestApp, token: string | null, id: number) => call(t, token, 'POST', `/api/appointments/${id}/join`);
export const chat = (t: TestApp, token: string | null, id: number, body: string) => call(t, token, 'POST', `/api/appointments/${id}/messages`, { body });

/** Shares a file in the chat the way the room does (multipart `file`, optional `body` caption). */
export async function shareFile(t: TestApp, token: string | null, id: number, file: { data: Buffer; filename: string; type?: string }, body?: string) {
  const { payload, headers } = await multipartBody(body ? { body } : {}, { file });
  return t.app.inject({ method: 'POST', url: `/api/appointments/${id}/messages/files`, payload, headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
}

/** Files shared in the consultation chat (issue 27): checked by their bytes and size, readable by the two parties only. */
import { CONSULTATION_MESSAGES, ROOM_MESSAGES } from 'shared-lib/domain/consultations';
import { DEMO_DOCTOR, OTHER_DOCTOR, loginDoctor, loginSeller, quickPatient } from './helpers/appointments';
import { consultationAt, shareFile } from './helpers/consultation-room';
import { call } from './helpers/patients';
import { createTestApp, type TestApp } from './helpers/test-app';
import { BAD_UPLOADS, makeJpeg, makePng } from './support/images';

let t: TestApp;
let doctor: { token: string; id: number };
let otherDoctor: { token: string; id: number };
beforeAll(async () => {
  t = await createTestApp();
  doctor = await loginDoctor(t, DEMO_DOCTOR);
  otherDoctor = await loginDoctor(t, OTHER_DOCTOR);
});
afterAll(async () => t.close());

const minimalPdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const chatOf = async (token: string, id: number) => (await call(t, token, 'GET', `/api/appointments/${id}/messages`)).json().data as Array<{ id: number; body: string; sender: string; file: { name: string; content_type: string; size: number } | null }>;

describe('sharing a file in the chat', () => {
  it('the patient shares a photo: both parties see it in the chat and read the same bytes; the doctor shares a PDF back', async () => {
    const patient = await quickPatient(t);
    const id = await consultationAt(t, doctor.id, patient.id, -5);
    const photo = makeJpeg(120, 80);
    const shared = await shareFile(t, patient.token, id, { data: photo, filename: 'C:\\photos\\knee x-ray.jpg', type: 'image/jpeg' }, 'My knee X-ray from last week');
    expect(shared.statusCode).toBe(200);
    expect(shared.json().message).toBe(ROOM_MESSAGES.chatFileShared);
    const message = shared.json().data;
    expect(message).toMatchObject({ sender: 'patient', body: 'My knee X-ray from last week', file: { name: 'knee x-ray.jpg', content_type: 'image/jpeg', size: photo.length } });
    // the storage key is never shown
    expect(shared.body).not.toContain('consultations/');

    for (const token of [patient.token, doctor.token]) {
      const chat = await chatOf(token, id);
      expect(chat.find((m) => m.id === message.id)?.file).toEqual({ name: 'knee x-ray.jpg', content_type: 'image/jpeg', size: photo.length });
      const read = await call(t, token, 'GET', `/api/appointments/${id}/messages/${message.id}/file`);
      expect(read.statusCode).toBe(200);
      expect(read.headers['content-type']).toBe('image/jpeg');
      expect(read.headers['content-disposition']).toBe('attachment; filename="knee x-ray.jpg"');
      expect(read.headers['cache-control']).toBe('private, no-store');
      expect(read.rawPayload.equals(photo)).toBe(true);
    }

    // the type comes from the bytes, not the name: a PDF named .png is a PDF
    const pdf = await shareFile(t, doctor.token, id, { data: minimalPdf, filename: 'diet-chart.png', type: 'image/png' });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.json().data).toMatchObject({ sender: 'doctor', body: '', file: { name: 'diet-chart.pdf', content_type: 'application/pdf' } });
    const read = await call(t, patient.token, 'GET', `/api/appointments/${id}/messages/${pdf.json().data.id}/file`);
    expect(read.headers['content-type']).toBe('application/pdf');
    // a text message has no file to read
    const text = await call(t, patient.token, 'POST', `/api/appointments/${id}/messages`, { body: 'Thank you' });
    expect(text.json().data.file).toBeNull();
    expect((await call(t, patient.token, 'GET', `/api/appointments/${id}/messages/${text.json().data.id}/file`)).statusCode).toBe(404);
  });

  it('nobody but the two parties can read or share: another patient, another doctor, a seller, no token', async () => {
    const patient = await quickPatient(t);
    const stranger = await quickPatient(t);
    const id = await consultationAt(t, doctor.id, patient.id, 0);
    const message = (await shareFile(t, patient.token, id, { data: makePng(), filename: 'rash.png' })).json().data;
    const url = `/api/appointments/${id}/messages/${message.id}/file`;
    const missing = await call(t, stranger.token, 'GET', `/api/appointments/999999/messages/${message.id}/file`);
    expect(missing.statusCode).toBe(404);
    for (const token of [stranger.token, otherDoctor.token]) {
      const res = await call(t, token, 'GET', url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(missing.json());
      expect(res.json().message).toBe(CONSULTATION_MESSAGES.appointmentNotFound);
      expect((await shareFile(t, token, id, { data: makePng(), filename: 'x.png' })).statusCode).toBe(404);
    }
    // the message id of one consultation does not open through another of the same party
    const other = await consultationAt(t, doctor.id, stranger.id, 0);
    expect((await call(t, doctor.token, 'GET', `/api/appointments/${other}/messages/${message.id}/file`)).statusCode).toBe(404);
    const seller = await loginSeller(t);
    expect((await call(t, seller, 'GET', url)).statusCode).toBe(403);
    expect((await shareFile(t, seller, id, { data: makePng(), filename: 'x.png' })).statusCode).toBe(403);
    expect((await call(t, null, 'GET', url)).statusCode).toBe(401);
    expect((await shareFile(t, null, id, { data: makePng(), filename: 'x.png' })).statusCode).toBe(401);
    // nothing stored by the refused callers
    expect(await t.db.selectFrom('consultation_messages').select('id').where('appointment_id', '=', id).execute()).toHaveLength(1);
  });

  it('refuses what is not a photo or PDF (judged by the bytes), an over-size file, and a closed room; stores nothing', async () => {
    const patient = await quickPatient(t);
    const id = await consultationAt(t, doctor.id, patient.id, 0);
    for (const [data, filename] of [
      [BAD_UPLOADS.htmlRenamedPng, 'report.png'],
      [BAD_UPLOADS.htmlRenamedPng, 'report.jpg'],
      [BAD_UPLOADS.svg, 'scan.png'],
      [BAD_UPLOADS.polyglot(), 'photo.png'],
    ] as const) {
      const res = await shareFile(t, patient.token, id, { data, filename });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(CONSULTATION_MESSAGES.fileType);
    }
    const big = await shareFile(t, patient.token, id, { data: BAD_UPLOADS.oversized(), filename: 'huge.png' });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(CONSULTATION_MESSAGES.fileTooLarge);
    const none = await call(t, patient.token, 'POST', `/api/appointments/${id}/messages/files`, { body: 'no file' });
    expect(none.statusCode).toBe(400);
    expect(await t.db.selectFrom('consultation_messages').select('id').where('appointment_id', '=', id).execute()).toHaveLength(0);

    const closed = await consultationAt(t, doctor.id, patient.id, -61);
    const late = await shareFile(t, patient.token, closed, { data: makePng(), filename: 'late.png' });
    expect(late.statusCode).toBe(403);
    expect(late.json().message).toBe(ROOM_MESSAGES.roomClosed);
  });
});

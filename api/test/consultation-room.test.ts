/** The consultation room (issue 27): the window, only the two parties, joins recorded, the doctor ends it, the chat kept. */
import { createHmac } from 'node:crypto';
import { CONSULTATION_MESSAGES, ROOM_MESSAGES } from 'shared-lib/domain/consultations';
import { iceFromEnv } from '../src/config-sections';
import { closeEndedAppointments } from '../src/services/appointments';
import { iceServersFor } from '../src/services/consultation-room';
import { DEMO_DOCTOR, OTHER_DOCTOR, loginDoctor, loginSeller, quickPatient } from './helpers/appointments';
import { chat, consultationAt, join } from './helpers/consultation-room';
import { call } from './helpers/patients';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let doctor: { token: string; id: number };
let otherDoctor: { token: string; id: number };
beforeAll(async () => {
  t = await createTestApp();
  doctor = await loginDoctor(t, DEMO_DOCTOR);
  otherDoctor = await loginDoctor(t, OTHER_DOCTOR);
});
afterAll(async () => t.close());

describe('room access', () => {
  it('opens 10 minutes before the start and closes 30 minutes after the end', async () => {
    const patient = await quickPatient(t);
    const early = await consultationAt(t, doctor.id, patient.id, 11);
    const justOpen = await consultationAt(t, doctor.id, patient.id, 9);
    const lateOpen = await consultationAt(t, doctor.id, patient.id, -59); // ended 29 minutes ago
    const closed = await consultationAt(t, doctor.id, patient.id, -61); // ended 31 minutes ago
    const refusedEarly = await join(t, patient.token, early);
    expect(refusedEarly.statusCode).toBe(403);
    expect(refusedEarly.json().message).toBe(ROOM_MESSAGES.roomNotOpenYet);
    expect((await join(t, patient.token, justOpen)).statusCode).toBe(200);
    expect((await join(t, doctor.token, lateOpen)).statusCode).toBe(200);
    const refusedLate = await join(t, doctor.token, closed);
    expect(refusedLate.statusCode).toBe(403);
    expect(refusedLate.json().message).toBe(ROOM_MESSAGES.roomClosed);
    const room = (await call(t, patient.token, 'GET', `/api/appointments/${early}/room`)).json().data;
    expect(room).toMatchObject({ role: 'patient', phase: 'early', can_prescribe: false, signalling_path: `/appointments/${early}/signal` });
    expect(Date.parse(room.opens)).toBe(Date.parse(room.appointment.start) - 10 * 60_000);
    expect(Date.parse(room.closes)).toBe(Date.parse(room.appointment.end) + 30 * 60_000);
    expect(room.ice_servers.length).toBeGreaterThan(0);
  });

  it('only the two parties get in; anyone else gets the same answer as for a consultation that does not exist', async () => {
    const patient = await quickPatient(t);
    const stranger = await quickPatient(t);
    const id = await consultationAt(t, doctor.id, patient.id, 0);
    const missing = await join(t, stranger.token, 999_999);
    expect(missing.statusCode).toBe(404);
    for (const token of [stranger.token, otherDoctor.token]) {
      for (const res of [await join(t, token, id), await call(t, token, 'GET', `/api/appointments/${id}/room`), await call(t, token, 'GET', `/api/appointments/${id}/messages`), await chat(t, token, id, 'hello')]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual(missing.json());
        expect(res.body).not.toContain(patient.email);
      }
    }
    expect((await join(t, await loginSeller(t), id)).statusCode).toBe(403);
    expect((await join(t, null, id)).statusCode).toBe(401);
    expect(missing.json().message).toBe(CONSULTATION_MESSAGES.appointmentNotFound);
    // nothing recorded by the refused callers
    expect((await t.db.selectFrom('appointments').select('joined_at').where('id', '=', id).executeTakeFirstOrThrow()).joined_at).toBeNull();
    expect(await t.db.selectFrom('consultation_messages').selectAll().where('appointment_id', '=', id).execute()).toHaveLength(0);
  });

  it('a cancelled consultation has no room', async () => {
    const patient = await quickPatient(t);
    const id = await consultationAt(t, doctor.id, patient.id, 0, 30, 'cancelled');
    const res = await join(t, patient.token, id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ROOM_MESSAGES.roomInactive);
  });
});

describe('joins and the end', () => {
  it('a join is recorded, so the end-of-slot sweep marks the consultation completed, not missed', async () => {
    const patient = await quickPatient(t);
    const joined = await consultationAt(t, doctor.id, patient.id, -20, 15); // ended 5 minutes ago, room still open
    const nobody = await consultationAt(t, doctor.id, patient.id, -50, 15);
    expect((await join(t, patient.token, joined)).statusCode).toBe(200);
    expect((await join(t, patient.token, joined)).statusCode).toBe(200); // leaving and rejoining works
    await closeEndedAppointments(t.db);
    const rows = await t.db.selectFrom('appointments').select(['id', 'status', 'joined_at']).where('id', 'in', [joined, nobody]).execute();
    expect(rows.find((row) => row.id === joined)).toMatchObject({ status: 'completed', joined_at: expect.any(String) });
    expect(rows.find((row) => row.id === nobody)).toMatchObject({ status: 'missed', joined_at: null });
  });

  it('the doctor ends the consultation and it is completed; the patient cannot end it', async () => {
    const patient = await quickPatient(t);
    const id = await consultationAt(t, doctor.id, patient.id, -5);
    const byPatient = await call(t, patient.token, 'POST', `/api/appointments/${id}/end`);
    expect(byPatient.statusCode).toBe(403);
    expect(byPatient.json().message).toBe(ROOM_MESSAGES.onlyDoctorEnds);
    const ended = await call(t, doctor.token, 'POST', `/api/appointments/${id}/end`);
    expect(ended.statusCode).toBe(200);
    expect(ended.json().data.status).toBe('completed');
    expect((await call(t, doctor.token, 'POST', `/api/appointments/${id}/end`)).statusCode).toBe(409);
    expect((await join(t, patient.token, id)).statusCode).toBe(409);
  });
});

describe('chat', () => {
  it('is stored with the consultation and both parties read it afterwards, in order', async () => {
    const patient = await quickPatient(t);
    const id = await consultationAt(t, doctor.id, patient.id, -2);
    expect((await chat(t, patient.token, id, 'Namaste doctor')).json().data).toMatchObject({ sender: 'patient', body: 'Namaste doctor' });
    expect((await chat(t, doctor.token, id, '  Namaste, how is the pain today?  ')).json().data).toMatchObject({ sender: 'doctor', body: 'Namaste, how is the pain today?' });
    expect((await chat(t, patient.token, id, '   ')).statusCode).toBe(400);
    expect((await chat(t, patient.token, id, 'x'.repeat(2001))).statusCode).toBe(400);
    expect((await call(t, doctor.token, 'POST', `/api/appointments/${id}/end`)).statusCode).toBe(200);
    // the room is over: no new messages, but the chat stays readable for both
    expect((await chat(t, patient.token, id, 'one more')).statusCode).toBe(409);
    for (const token of [patient.token, doctor.token]) {
      const messages = (await call(t, token, 'GET', `/api/appointments/${id}/messages`)).json().data;
      expect(messages.map((m: { sender: string; body: string }) => `${m.sender}: ${m.body}`)).toEqual(['patient: Namaste doctor', 'doctor: Namaste, how is the pain today?']);
    }
    const after = (await call(t, patient.token, 'GET', `/api/appointments/${id}/messages?after=${(await call(t, patient.token, 'GET', `/api/appointments/${id}/messages`)).json().data[0].id}`)).json().data;
    expect(after).toHaveLength(1);
  });

  it('is refused outside the window with a clear message', async () => {
    const patient = await quickPatient(t);
    const id = await consultationAt(t, doctor.id, patient.id, 60);
    const res = await chat(t, patient.token, id, 'early');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(ROOM_MESSAGES.roomNotOpenYet);
  });
});

describe('ICE servers', () => {
  it('passes STUN as configured and gives TURN time-limited coturn REST credentials from the shared secret', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const servers = iceServersFor({ servers: [{ urls: 'stun:127.0.0.1:3478' }, { urls: ['turn:127.0.0.1:3478?transport=udp'] }], turnSecret: 'shared', turnTtlSeconds: 600, transportPolicy: 'all' }, 42, now);
    expect(servers[0]).toEqual({ urls: 'stun:127.0.0.1:3478' });
    expect(servers[1].username).toBe(`${now.getTime() / 1000 + 600}:42`);
    expect(servers[1].credential).toBe(createHmac('sha1', 'shared').update(servers[1].username ?? '').digest('base64'));
  });

  it('ICE_TRANSPORT_POLICY=relay needs a TURN server; anything but all or relay is refused at start', () => {
    const turn = JSON.stringify([{ urls: ['turn:127.0.0.1:3478?transport=udp'] }]);
    expect(iceFromEnv({ ICE_SERVERS: turn, TURN_SECRET: 's', ICE_TRANSPORT_POLICY: 'relay' }).transportPolicy).toBe('relay');
    expect(iceFromEnv({}).transportPolicy).toBe('all');
    expect(() => iceFromEnv({ ICE_TRANSPORT_POLICY: 'relay' })).toThrow('ICE_TRANSPORT_POLICY=relay needs a turn: server in ICE_SERVERS');
    expect(() => iceFromEnv({ ICE_SERVERS: turn, ICE_TRANSPORT_POLICY: 'direct' })).toThrow('ICE_TRANSPORT_POLICY must be "all" or "relay"');
  });

  it('the room tells the browsers the transport policy', async () => {
    const relayOnly = await createTestApp({ ice: iceFromEnv({ ICE_SERVERS: JSON.stringify([{ urls: ['turn:127.0.0.1:3478'] }]), TURN_SECRET: 's', ICE_TRANSPORT_POLICY: 'relay' }) });
    try {
      const patient = await quickPatient(relayOnly);
      const id = await consultationAt(relayOnly, (await loginDoctor(relayOnly, DEMO_DOCTOR)).id, patient.id, 0);
      const room = (await call(relayOnly, patient.token, 'GET', `/api/appointments/${id}/room`)).json().data;
      expect(room.ice_transport_policy).toBe('relay');
      expect(room.ice_servers[0].username).toMatch(new RegExp(`:${patient.id}$`));
    } finally {
      await relayOnly.close();
    }
    const patient = await quickPatient(t);
    const id = await consultationAt(t, doctor.id, patient.id, 0);
    expect((await call(t, patient.token, 'GET', `/api/appointments/${id}/room`)).json().data.ice_transport_policy).toBe('all');
  });
});

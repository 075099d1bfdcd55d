/** Signalling over the WebSocket (issue 27): the token in the first message, only the parties, relayed only to the other party. */
import { WebSocket } from 'ws';
import { DEMO_DOCTOR, OTHER_DOCTOR, loginDoctor, quickPatient } from './helpers/appointments';
import { chat, consultationAt } from './helpers/consultation-room';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let doctor: { token: string; id: number };
let otherDoctor: { token: string; id: number };
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  // a real listening server and real sockets: closes and upgrades as a browser makes them
  base = (await t.app.listen({ host: '127.0.0.1', port: 0 })).replace('http', 'ws');
  doctor = await loginDoctor(t, DEMO_DOCTOR);
  otherDoctor = await loginDoctor(t, OTHER_DOCTOR);
});
afterAll(async () => t.close());

interface Client {
  socket: WebSocket;
  messages: Array<Record<string, unknown>>;
  closed: Promise<{ code: number; reason: string }>;
  next(type: string): Promise<Record<string, unknown>>;
}

async function connect(id: number, token: string | null): Promise<Client> {
  const socket = new WebSocket(`${base}/api/appointments/${id}/signal`);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  const messages: Array<Record<string, unknown>> = [];
  const waiters: Array<() => void> = [];
  socket.on('message', (raw) => {
    messages.push(JSON.parse(String(raw)));
    waiters.splice(0).forEach((wake) => wake());
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })));
  if (token) socket.send(JSON.stringify({ type: 'auth', token }));
  const next = async (type: string) => {
    for (;;) {
      const found = messages.find((message) => message.type === type);
      if (found) {
        messages.splice(messages.indexOf(found), 1);
        return found;
      }
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${type} message; got ${JSON.stringify(messages)}`)), 3000);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  };
  return { socket, messages, closed, next };
}

it('relays offers, answers and candidates only to the other party of that appointment, and records the join', async () => {
  const patient = await quickPatient(t);
  const id = await consultationAt(t, doctor.id, patient.id, 0);
  const otherPatient = await quickPatient(t);
  const otherId = await consultationAt(t, doctor.id, otherPatient.id, 1);

  const doc = await connect(id, doctor.token);
  expect(await doc.next('ready')).toEqual({ type: 'ready', role: 'doctor' });
  const pat = await connect(id, patient.token);
  await pat.next('ready');
  expect(await doc.next('peer-joined')).toEqual({ type: 'peer-joined', from: 'patient' });
  // the doctor's other consultation at the same time: a bystander who must hear nothing
  const bystander = await connect(otherId, otherPatient.token);
  await bystander.next('ready');

  doc.socket.send(JSON.stringify({ type: 'offer', sdp: { type: 'offer', sdp: 'v=0 fake' } }));
  expect(await pat.next('offer')).toEqual({ type: 'offer', sdp: { type: 'offer', sdp: 'v=0 fake' }, from: 'doctor' });
  pat.socket.send(JSON.stringify({ type: 'answer', sdp: { type: 'answer', sdp: 'v=0 answer' } }));
  expect(await doc.next('answer')).toMatchObject({ from: 'patient' });
  pat.socket.send(JSON.stringify({ type: 'candidate', candidate: { candidate: 'candidate:1 1 udp 1 127.0.0.1 5000 typ host' } }));
  expect(await doc.next('candidate')).toMatchObject({ from: 'patient' });
  // chat posted over HTTP reaches both sockets of the room at once
  await chat(t, patient.token, id, 'Can you hear me?');
  expect(((await doc.next('chat')).message as { body: string }).body).toBe('Can you hear me?');
  await new Promise((resolve) => setTimeout(resolve, 100));
  // the sender never gets its own signal back; the bystander got nothing of this room
  expect(doc.messages.filter((m) => m.type === 'offer')).toHaveLength(0);
  expect(bystander.messages).toEqual([]);
  expect(pat.messages.filter((m) => m.type === 'answer' || m.type === 'candidate')).toHaveLength(0);
  expect((await t.db.selectFrom('appointments').select('joined_at').where('id', '=', id).executeTakeFirstOrThrow()).joined_at).not.toBeNull();

  pat.socket.close();
  expect(await doc.next('peer-left')).toEqual({ type: 'peer-left', from: 'patient' });
  // rejoining works
  const again = await connect(id, patient.token);
  await again.next('ready');
  expect(await doc.next('peer-joined')).toMatchObject({ from: 'patient' });
  for (const client of [doc, again, bystander]) client.socket.close();
});

it('refuses strangers, a bad token, a closed room and unknown message types, revealing nothing', async () => {
  const patient = await quickPatient(t);
  const id = await consultationAt(t, doctor.id, patient.id, 0);
  const stranger = await quickPatient(t);
  for (const token of [stranger.token, otherDoctor.token]) {
    const client = await connect(id, token);
    const closed = await client.closed;
    expect(closed.code).toBe(4404);
    expect(client.messages).toEqual([{ type: 'error', message: 'Consultation not found' }]);
  }
  const forged = await connect(id, `${doctor.token.slice(0, -4)}abcd`);
  expect((await forged.closed).code).toBe(4401);
  const early = await connect(await consultationAt(t, doctor.id, patient.id, 60), patient.token);
  expect((await early.closed).code).toBe(4403);
  // before signing in, nothing else is accepted
  const silent = await connect(id, null);
  silent.socket.send(JSON.stringify({ type: 'offer', sdp: 'x' }));
  expect((await silent.closed).code).toBe(4401);
  const odd = await connect(id, patient.token);
  await odd.next('ready');
  odd.socket.send(JSON.stringify({ type: 'peer-joined', from: 'doctor' }));
  expect((await odd.closed).code).toBe(4400);
  expect((await t.db.selectFrom('appointments').select('joined_at').where('id', '=', id).executeTakeFirstOrThrow()).joined_at).not.toBeNull();
});

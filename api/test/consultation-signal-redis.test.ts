/** Signalling across two API replicas with Redis pub/sub (issue 27): the parties on different replicas still meet, and nobody else hears. */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import { WebSocket } from 'ws';
import { buildApp } from '../src/server';
import { DEMO_DOCTOR, loginDoctor, quickPatient } from './helpers/appointments';
import { consultationAt } from './helpers/consultation-room';
import { createTestApp, type TestApp } from './helpers/test-app';

const REDIS = '/usr/bin/redis-server';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function socketOn(base: string, id: number, token: string) {
  const socket = new WebSocket(`${base}/api/appointments/${id}/signal`);
  const messages: Array<Record<string, unknown>> = [];
  socket.on('message', (raw) => messages.push(JSON.parse(String(raw))));
  socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', token })));
  const waitFor = async (type: string) => {
    for (let i = 0; i < 100; i++) {
      const found = messages.find((message) => message.type === type);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    throw new Error(`no ${type}; got ${JSON.stringify(messages)}`);
  };
  return { socket, messages, waitFor };
}

describe('signalling across replicas (Redis)', () => {
  let redis: ChildProcess;
  let t: TestApp;
  let second: Awaited<ReturnType<typeof buildApp>>;
  let one: string;
  let two: string;
  beforeAll(async () => {
    // never skipped silently: Debian's redis-server is part of the test machine (scripts/redis.mjs)
    if (!existsSync(REDIS)) throw new Error('redis-server not found (apt-get install redis-server)');
    const port = await freePort();
    redis = spawn(REDIS, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    const redisUrl = `redis://127.0.0.1:${port}`;
    for (let i = 0; i < 100; i++) {
      const up = await new Promise<boolean>((resolve) => net.connect(port, '127.0.0.1').once('connect', function (this: net.Socket) { this.destroy(); resolve(true); }).once('error', () => resolve(false)));
      if (up) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    t = await createTestApp({ redisUrl });
    // a second replica on the same database and Redis
    second = await buildApp({ db: t.db, config: { ...t.config }, logger: false });
    one = (await t.app.listen({ host: '127.0.0.1', port: 0 })).replace('http', 'ws');
    two = (await second.listen({ host: '127.0.0.1', port: 0 })).replace('http', 'ws');
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
    redis?.kill('SIGTERM');
  });

  it('the doctor on replica one and the patient on replica two exchange offer and answer; a bystander hears nothing', async () => {
    const doctor = await loginDoctor(t, DEMO_DOCTOR);
    const patient = await quickPatient(t);
    const other = await quickPatient(t);
    const id = await consultationAt(t, doctor.id, patient.id, 0);
    const otherId = await consultationAt(t, doctor.id, other.id, 2);
    const doc = socketOn(one, id, doctor.token);
    await doc.waitFor('ready');
    const pat = socketOn(two, id, patient.token);
    await pat.waitFor('ready');
    const bystander = socketOn(two, otherId, other.token);
    await bystander.waitFor('ready');
    expect(await doc.waitFor('peer-joined')).toEqual({ type: 'peer-joined', from: 'patient' });
    doc.socket.send(JSON.stringify({ type: 'offer', sdp: { type: 'offer', sdp: 'v=0 across' } }));
    expect(await pat.waitFor('offer')).toEqual({ type: 'offer', sdp: { type: 'offer', sdp: 'v=0 across' }, from: 'doctor' });
    pat.socket.send(JSON.stringify({ type: 'answer', sdp: { type: 'answer', sdp: 'v=0 back' } }));
    expect(await doc.waitFor('answer')).toMatchObject({ from: 'patient' });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(doc.messages.filter((m) => m.type === 'offer')).toHaveLength(0);
    expect(bystander.messages.map((m) => m.type)).toEqual(['ready']);
    for (const client of [doc, pat, bystander]) client.socket.close();
  });
});

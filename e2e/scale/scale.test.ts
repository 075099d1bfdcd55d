/**
 * Scale-out on one machine: three API replicas behind nginx (the project's nginx.conf upstream) sharing
 * PostgreSQL, Redis and an S3-compatible store. Everything is checked through nginx or against each replica.
 * Run by `npm run scale-test` (and `npm test`), which starts PostgreSQL and Redis and passes their URLs.
 */
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { makePng } from '../../api/test/support/images';
import { signallingClient } from './support/signalling';
import { type Answer, get, guestOrder, pooled, type Product, request } from './support/http';
import { BUCKET, type Nginx, type Replica, S3_CREDENTIALS, startNginx, startReplica, startS3 } from './support/topology';

const serverUrl = process.env.SCALE_DATABASE_URL;
const redisUrl = process.env.SCALE_REDIS_URL;
/** Debian's coturn, when scripts/scale-test.mjs could start it: the replicas hand out its time-limited credentials */
const turnUrl = process.env.SCALE_TURN_URL;
const turnSecret = process.env.SCALE_TURN_SECRET;
if (!serverUrl || !redisUrl) throw new Error('Run this through `npm run scale-test` (it starts PostgreSQL and Redis and sets SCALE_DATABASE_URL, SCALE_REDIS_URL)');

let db: Client;
let s3: Awaited<ReturnType<typeof startS3>>;
let replicas: Replica[] = [];
let nginx: Nginx;
let env: Record<string, string>;
let products: Product[];
let place: { state_id: number; city_id: number };
const ports = () => replicas.map((r) => r.port);
const direct = (i: number, path: string) => `http://127.0.0.1:${replicas[i].port}${path}`;
const placeOrder = (url: string, body: object, key?: string) => request('POST', `${url}/api/order/placeOrder`, body, key ? { 'idempotency-key': key } : {});
const stockOf = async (id: number) => Number((await db.query('select in_stock_quantity from products where id = $1', [id])).rows[0].in_stock_quantity);
const setStock = (id: number, qty: number) => db.query('update products set in_stock_quantity = $1 where id = $2', [qty, id]);
const ordersWithKeys = async (keys: string[]) =>
  (await db.query<{ key: string; n: string }>(`select split_part(idempotency_key, ':', 2) as key, count(*) as n from orders where idempotency_key like 'guest-%' group by 1`)).rows.filter((r) => keys.includes(r.key));

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

beforeAll(async () => {
  const name = `scale_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
  s3 = await startS3();
  Object.assign(process.env, S3_CREDENTIALS); // for the S3 adapter this test uses directly
  env = {
    ...S3_CREDENTIALS,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: s3.endpoint,
    S3_REGION: 'us-east-1',
    JWT_SECRET: 'scale-test-secret-shared-by-every-replica-0123456789',
    TRUST_PROXY: '1',
    PAYMENT_SANDBOX: '1',
    JOB_INTERVAL_SECONDS: '1',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_CHECKOUT: '100000',
    RATE_LIMIT_GUEST_ORDERS: '100000',
    // the load tests below keep many pay-on-delivery orders of one product waiting for confirmation
    UNCONFIRMED_UNITS_PER_PRODUCT: '100000',
    ...(turnUrl && turnSecret ? { ICE_SERVERS: JSON.stringify([{ urls: [turnUrl] }]), TURN_SECRET: turnSecret } : {}),
  };
  // started together on an empty database: one migrates and seeds (images into the bucket), the others wait
  const started = await Promise.allSettled([0, 1, 2].map(() => startReplica(env)));
  replicas = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) throw failed.reason;
  nginx = await startNginx(ports());
  db = new Client({ connectionString: databaseUrl });
  await db.connect();
  products = (await db.query<Product>('select id, name, sales_price from products where id not in (select product_id from product_locations) order by id limit 5')).rows;
  place = (await db.query<{ state_id: number; city_id: number }>('select state_id, id as city_id from cities order by id limit 1')).rows[0];
}, 420_000);

afterAll(async () => {
  await db?.end();
  await nginx?.stop();
  await Promise.all(replicas.map((r) => r.stop()));
  await s3?.stop();
});

test('room signalling crosses replicas through Redis: the doctor on replica 1 and the patient on replica 2 meet; a bystander hears nothing', async () => {
  const login = async (role: 'doctor' | 'patient', email: string, password: string) => {
    const answer = await request('POST', `${nginx.url}/api/${role}/login`, { email, password, ...(role === 'patient' ? { role: 1 } : {}) });
    expect(answer.status).toBe(200);
    const token = (answer.json() as unknown as { token: string }).token;
    return { token, id: JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')).id as number };
  };
  const doctor = await login('doctor', 'doctor@demo.in', 'Doctor@123');
  const otherDoctor = await login('doctor', 'vikram.nair@demo.in', 'Doctor@123');
  const patient = await login('patient', 'patient@demo.in', 'Patient@123');
  const consultation = async (doctorId: number, minutesAgo: number) => {
    const start = new Date(Math.floor(Date.now() / 60_000) * 60_000 - minutesAgo * 60_000);
    const insert = `insert into appointments (doctor_id, patient_id, start_at, end_at, status, fee_paise, concern) values ($1, $2, $3, $4, 'confirmed', 0, 'Scale: signalling') returning id`;
    return (await db.query<{ id: number }>(insert, [doctorId, patient.id, start.toISOString(), new Date(start.getTime() + 30 * 60_000).toISOString()])).rows[0].id;
  };
  const id = await consultation(doctor.id, 1);
  const otherId = await consultation(otherDoctor.id, 2);

  // every replica hands out the same room, with TURN credentials for coturn when it runs
  for (const i of [0, 1, 2]) {
    const room = (await get(direct(i, `/api/appointments/${id}/room`), { authorization: `Bearer ${patient.token}` })).json().data;
    expect(room.signalling_path).toBe(`/appointments/${id}/signal`);
    if (turnUrl && turnSecret) {
      const [turn] = room.ice_servers as Array<{ urls: string[]; username: string; credential: string }>;
      expect(turn.urls).toEqual([turnUrl]);
      expect(turn.username).toMatch(new RegExp(`^\\d+:${patient.id}$`));
      expect(turn.credential).toBe(createHmac('sha1', turnSecret).update(turn.username).digest('base64'));
    }
  }

  const ws = (i: number) => `ws://127.0.0.1:${replicas[i].port}`;
  const doc = signallingClient(ws(0), id, doctor.token);
  await doc.waitFor('ready');
  const pat = signallingClient(ws(1), id, patient.token);
  await pat.waitFor('ready');
  const bystander = signallingClient(ws(1), otherId, otherDoctor.token);
  await bystander.waitFor('ready');
  try {
    expect(await doc.waitFor('peer-joined')).toEqual({ type: 'peer-joined', from: 'patient' });
    doc.send({ type: 'offer', sdp: { type: 'offer', sdp: 'v=0 from replica 1' } });
    expect(await pat.waitFor('offer')).toEqual({ type: 'offer', sdp: { type: 'offer', sdp: 'v=0 from replica 1' }, from: 'doctor' });
    pat.send({ type: 'candidate', candidate: { candidate: 'candidate:1 1 udp 1 127.0.0.1 9 typ host', sdpMid: '0' } });
    pat.send({ type: 'answer', sdp: { type: 'answer', sdp: 'v=0 from replica 2' } });
    expect(await doc.waitFor('answer')).toEqual({ type: 'answer', sdp: { type: 'answer', sdp: 'v=0 from replica 2' }, from: 'patient' });
    expect(await doc.waitFor('candidate')).toMatchObject({ from: 'patient' });
    // a chat message posted through nginx (any replica) reaches both parties' sockets
    const sent = await request('POST', `${nginx.url}/api/appointments/${id}/messages`, { body: 'Across replicas' }, { authorization: `Bearer ${patient.token}` });
    expect(sent.status).toBe(200);
    expect(await doc.waitFor('chat')).toMatchObject({ message: { body: 'Across replicas' } });
    // a marker sent after everything else arrives last: by then anything misrouted would have arrived too
    doc.send({ type: 'offer', sdp: { type: 'offer', sdp: 'marker' } });
    await pat.waitFor('offer', (m) => (m.sdp as { sdp: string }).sdp === 'marker');
    expect(doc.messages.filter((m) => m.type === 'offer' || m.type === 'candidate').map((m) => m.from)).toEqual(['patient']);
    expect(pat.messages.filter((m) => m.type === 'answer' || m.type === 'candidate')).toEqual([]);
    expect(bystander.messages.map((m) => m.type)).toEqual(['ready']);
  } finally {
    for (const client of [doc, pat, bystander]) client.close();
  }
});

test('the last 10 units under 200 concurrent orders through nginx: exactly 10 orders, stock 0', async () => {
  const product = products[0];
  await setStock(product.id, 10);
  // the seed's demo orders may already hold this product: count only what this test sells
  const soldQuery = 'select coalesce(sum(quantity), 0) as n from order_details where product_id = $1';
  const soldBefore = Number((await db.query(soldQuery, [product.id])).rows[0].n);
  // 200 different shoppers (one person may hold only a few unconfirmed orders)
  const answers = await Promise.all(Array.from({ length: 200 }, () => placeOrder(nginx.url, guestOrder(product, 1, '2', place))));
  const statuses = answers.map((a) => a.status);
  expect(statuses.filter((s) => s === 200)).toHaveLength(10);
  expect(statuses.filter((s) => s === 409)).toHaveLength(190);
  expect(await stockOf(product.id)).toBe(0);
  expect(Number((await db.query(soldQuery, [product.id])).rows[0].n) - soldBefore).toBe(10);
});

test('the same Idempotency-Key sent to two replicas at once makes one order', async () => {
  const product = products[1];
  const before = await stockOf(product.id);
  const key = `twice-${randomUUID()}`;
  const body = guestOrder(product, 1, '2', place);
  const [a, b] = await Promise.all([placeOrder(direct(0, ''), body, key), placeOrder(direct(1, ''), body, key)]);
  expect([a.status, b.status]).toEqual([200, 200]);
  expect(b.json().data.unique_id).toBe(a.json().data.unique_id);
  expect(await ordersWithKeys([key])).toEqual([{ key, n: '1' }]);
  expect(await stockOf(product.id)).toBe(before - 1);
});

test('the login limit holds across replicas: after 10 wrong passwords the 11th attempt is refused by every replica', async () => {
  const login = (url: string, password: string) => request('POST', `${url}/api/patient/login`, { email: 'patient@demo.in', password, role: 1 });
  for (let i = 0; i < 10; i++) expect((await login(direct(i % 3, ''), `wrong-${i}`)).status).toBe(401);
  for (const url of [direct(0, ''), direct(1, ''), direct(2, ''), nginx.url]) {
    const refused = await login(url, 'Patient@123');
    expect(refused.status).toBe(429);
    expect(refused.json().message).toMatch(/^Too many attempts\. Please try again in /);
  }
});

test('files are shared: seed images and a newly stored upload are served by every replica', async () => {
  const seeded = (await db.query<{ image: string }>('select image from products where id = $1', [products[2].id])).rows[0].image;
  expect(seeded).toMatch(/^\/uploads\/seed\//);
  // a doctor signs up with a profile image through replica 0's upload route; the file lands in the shared bucket
  const form = new FormData();
  const account = { name: 'Dr. Scale Test', email: `scale.${Date.now()}@example.in`, phone: '9845012345', password: 'Ashwagandha-7' };
  for (const [name, value] of Object.entries(account)) form.append(name, value);
  form.append('profile_image', new Blob([new Uint8Array(makePng())], { type: 'image/png' }), 'portrait.png');
  const created = await fetch(direct(0, '/api/doctor/create'), { method: 'POST', body: form });
  expect(created.status).toBe(200);
  // the sign-up answers neutrally (issue 24): the new doctor logs in and reads its record
  const login = (await (await fetch(direct(0, '/api/doctor/login'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: account.email, password: account.password }) })).json()) as { token: string; data: { id: number } };
  const record = await fetch(direct(0, `/api/doctor/getById/${login.data.id}`), { headers: { authorization: `Bearer ${login.token}` } });
  const profileImage = ((await record.json()) as { data: { profile_image: string } }).data.profile_image;
  expect(profileImage).toMatch(/^\/uploads\/.+\.png$/);
  const key = profileImage.slice('/uploads/'.length);
  for (const i of [0, 1, 2]) {
    const image = await get(direct(i, seeded));
    // a seed picture is WebP (RIFF....WEBP), stored once in the shared bucket
    expect([image.status, image.body.startsWith('RIFF') && image.body.slice(0, 16).includes('WEBP')]).toEqual([200, true]);
    const upload = await request('GET', direct(i, `/uploads/${key}`));
    expect(upload.status).toBe(200);
    expect(Buffer.byteLength(upload.body, 'latin1')).toBeGreaterThan(0);
  }
  expect((await get(`${nginx.url}/uploads/${key}`)).status).toBe(200);
  expect((await get(`${nginx.url}/uploads/scale/${randomUUID()}.png`)).status).toBe(404);
});

test('the expiry sweep releases an expired online order’s stock exactly once, whichever replica runs it', async () => {
  const product = products[3];
  await setStock(product.id, 50);
  const key = `expiry-${randomUUID()}`;
  const started = await request('POST', `${nginx.url}/pay/phonepe/create`, guestOrder(product, 2, '1', place), { 'idempotency-key': key });
  expect(started.status).toBe(200);
  expect(await stockOf(product.id)).toBe(48);
  await db.query(`update payments set created_at = '2020-01-01T00:00:00.000Z' where state = 'pending' and order_id = (select id from orders where idempotency_key like $1)`, [`%:${key}`]);
  const state = async () => (await db.query(`select p.state from payments p join orders o on o.id = p.order_id where o.idempotency_key like $1`, [`%:${key}`])).rows[0]?.state;
  await until('the sweep to expire the payment', async () => (await state()) === 'failed');
  expect(await stockOf(product.id)).toBe(50);
  // later sweeps on every replica leave it alone
  const runs = async () => Number((await db.query(`select runs from job_runs where name = 'payment-expiry'`)).rows[0]?.runs ?? 0);
  const seen = await runs();
  await until('three more sweeps', async () => (await runs()) >= seen + 3);
  expect(await stockOf(product.id)).toBe(50);
});

/** An order retried with its key after a connection failure or a 502 (a replica died mid-request): safe by idempotency. */
async function orderWithRetries(body: object, key: string): Promise<Answer> {
  let answer: Answer = await placeOrder(nginx.url, body, key);
  for (let attempt = 1; attempt < 6 && [0, 502, 503, 504].includes(answer.status); attempt++) answer = await placeOrder(nginx.url, body, key);
  return answer;
}

test('a replica killed during reads and orders: reads continue, no order lost or duplicated', async () => {
  const product = products[4];
  await setStock(product.id, 1000);
  const keys = Array.from({ length: 30 }, () => `kill-${randomUUID()}`);
  let done = 0;
  let killed: Promise<number | null> | null = null;
  const after = <T>(task: () => Promise<T>) => async () => {
    const result = await task();
    if (++done === 20) killed = replicas[2].stop('SIGKILL');
    return result;
  };
  const reads = Array.from({ length: 90 }, () => after(() => get(`${nginx.url}/api/product/allProducts?limit=12&offset=0`)));
  const orders = keys.map((key) => after(() => orderWithRetries(guestOrder(product, 1, '2', place), key)));
  const tasks = reads.flatMap((read, i) => (i % 3 === 0 ? [read, orders[i / 3]] : [read]));
  const answers = await pooled(tasks, 6);
  expect(killed).not.toBeNull();
  await killed;
  expect(answers.filter((a) => a.status !== 200).map((a) => `${a.status} ${a.body.slice(0, 80)}`)).toEqual([]);
  const placed = await ordersWithKeys(keys);
  expect(placed).toHaveLength(30);
  expect(placed.every((r) => r.n === '1')).toBe(true);
  expect(await stockOf(product.id)).toBe(1000 - 30);
  replicas[2] = await startReplica(env, replicas[2].port);
}, 300_000);

test('a rolling restart of all three replicas under load fails no request', async () => {
  const product = products[4];
  const before = await stockOf(product.id);
  let stop = false;
  const answers: Answer[] = [];
  const keys: string[] = [];
  const load = async () => {
    for (let i = 0; !stop && i < 1500; i++) {
      if (i % 4 === 0) {
        const key = `roll-${randomUUID()}`;
        keys.push(key);
        answers.push(await placeOrder(nginx.url, guestOrder(product, 1, '2', place), key));
      } else answers.push(await get(`${nginx.url}/api/product/allProducts?limit=12&offset=${i % 5}`));
    }
  };
  const running = Promise.all([load(), load()]);
  for (let i = 0; i < replicas.length; i++) {
    await nginx.reload(ports(), [replicas[i].port]); // drain: nginx sends it no new request
    const code = await replicas[i].stop('SIGTERM'); // in-flight requests finish, then exit 0
    expect({ code, output: code === 0 ? '' : replicas[i].output().slice(-3000) }).toEqual({ code: 0, output: '' });
    replicas[i] = await startReplica(env, replicas[i].port);
    await nginx.reload(ports());
  }
  stop = true;
  await running;
  expect(answers.length).toBeGreaterThan(20);
  expect(answers.filter((a) => a.status !== 200).map((a) => `${a.status} ${a.body.slice(0, 80)}`)).toEqual([]);
  const placed = await ordersWithKeys(keys);
  expect(placed).toHaveLength(keys.length);
  expect(await stockOf(product.id)).toBe(before - keys.length);
}, 300_000);

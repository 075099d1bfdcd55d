/**
 * Seller payouts (issue 33): a ledger entry per delivered line at the configured rates (none for the house
 * seller's lines), negative entries for returns, the weekly payout run claimed once with two replicas and its
 * statement reconciled to the ledger to the paisa, the statement files, the monthly TCS report, permissions.
 */
import { buildApp } from '../src/server';
import { DEFAULT_RETURN_WINDOW_DAYS, saleEntryAmounts, sumEntries, type PayoutRates } from 'shared-lib/domain';
import { recordReturnEntries, runPayouts } from '../src/services/payouts';
import { entryAmounts } from '../src/services/payouts/ledger';
import { call } from './helpers/patients';
import { registeredSeller } from './helpers/sellers';
import { createTestApp, type TestApp } from './helpers/test-app';
import { sellerLogin, wellStockedProduct } from './helpers/fulfilment';
import { loginPatient, MANY_GUEST_ORDERS, MANY_UNCONFIRMED, pricedPayload, type TestProduct } from './support/checkout';

const DAY = 86_400_000;
let t: TestApp;
let patient: { token: string; id: number };
let demo: { token: string; sellerId: number };
let house: { token: string; sellerId: number };
let product: TestProduct;
let houseProduct: TestProduct;
let rates: PayoutRates;
let category: string;

beforeAll(async () => {
  rates = { defaultCommissionBp: 1250, commissionBpByCategory: {}, tcsBp: 50, tdsBp: 10 };
  t = await createTestApp({ rateLimits: MANY_GUEST_ORDERS, unconfirmedCaps: MANY_UNCONFIRMED, payouts: rates });
  patient = await loginPatient(t);
  demo = await sellerLogin(t, 'seller@demo.in', 'Seller@123');
  house = await sellerLogin(t, 'house.seller@demo.in', 'House@123');
  product = await wellStockedProduct(t, demo.sellerId);
  houseProduct = await wellStockedProduct(t, null);
  const row = await t.db.selectFrom('products').innerJoin('categories', 'categories.id', 'products.category_id').select('categories.name').where('products.id', '=', product.id).executeTakeFirstOrThrow();
  category = row.name;
  // the configured table names the demo product's category: 15 %
  rates.commissionBpByCategory = { [category]: 1500 };
});
afterAll(async () => t.close());

/** The patient orders `quantity` of the demo seller's product and one of the house's; both shipments are delivered. */
async function deliveredOrder(quantity: number) {
  const address = await t.db.selectFrom('addresses').select('id').where('user_id', '=', patient.id).orderBy('id').executeTakeFirstOrThrow();
  const res = await call(t, patient.token, 'POST', '/api/order/placeOrder', { ...pricedPayload([{ product, quantity }, { product: houseProduct, quantity: 1 }]), address_id: address.id, user_id: patient.id });
  expect(res.statusCode).toBe(200);
  const orderId = res.json().data.id as number;
  const shipments = await t.db.selectFrom('shipments').select(['id', 'seller_id']).where('order_id', '=', orderId).execute();
  for (const s of shipments) {
    const token = s.seller_id === demo.sellerId ? demo.token : house.token;
    expect((await call(t, token, 'PUT', `/api/seller/shipments/${s.id}/ship`, { courier: 'Delhivery', tracking_number: 'DLV123456' })).statusCode).toBe(200);
    expect((await call(t, token, 'PUT', `/api/seller/shipments/${s.id}/deliver`)).statusCode).toBe(200);
  }
  const line = await t.db.selectFrom('order_details').select('id').where('order_id', '=', orderId).where('product_id', '=', product.id).executeTakeFirstOrThrow();
  return { orderId, lineId: line.id, uniqueId: res.json().data.unique_id as string };
}

const ledgerOf = (orderId: number) => t.db.selectFrom('seller_ledger').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
const payments = (token: string | null) => call(t, token, 'GET', '/api/seller/payments');
/** Makes every open entry payable by now, as if the return window had passed. */
const windowPassed = () => t.db.updateTable('seller_ledger').set({ payable_at: new Date(Date.now() - 30 * DAY).toISOString() }).where('statement_id', 'is', null).execute();

describe('entries on delivery', () => {
  it('enters each delivered line of a seller at the configured rates, payable when the return window closes; the house seller owes no commission', async () => {
    const before = Date.now();
    const { orderId } = await deliveredOrder(2);
    const entries = await ledgerOf(orderId);
    expect(entries).toHaveLength(1);
    const [entry] = entries;
    const expected = saleEntryAmounts(2 * product.sales_price * 100, 1500, rates);
    expect(entry).toMatchObject({ seller_id: demo.sellerId, kind: 'sale', quantity: 2, commission_bp: 1500, tcs_bp: 50, tds_bp: 10, statement_id: null });
    expect(entryAmounts(entry)).toEqual(expected);
    const windowMs = new Date(entry.payable_at).getTime() - new Date(entry.occurred_at).getTime();
    expect(windowMs).toBe(DEFAULT_RETURN_WINDOW_DAYS * DAY);
    expect(new Date(entry.occurred_at).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it("shows on the seller's Payments: balance, next payout, the line's breakdown", async () => {
    const res = await payments(demo.token);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    const open = await t.db.selectFrom('seller_ledger').select(['net_paise', 'payable_at']).where('seller_id', '=', demo.sellerId).execute();
    expect(data.balance_paise).toBe(open.reduce((sum, e) => sum + Number(e.net_paise), 0));
    // what the next payout pays: the entries whose return window has closed by then (not the one just delivered)
    const due = open.filter((e) => e.payable_at <= data.next_payout_at);
    expect(data.payable_next_paise).toBe(due.reduce((sum, e) => sum + Number(e.net_paise), 0));
    expect(due.length).toBeLessThan(open.length);
    expect(new Date(data.next_payout_at).getTime()).toBeGreaterThan(Date.now());
    expect(data.entries[0]).toMatchObject({ kind: 'sale', product_name: product.name, commission_percent: '15 %', statement_id: null });
    expect(data.statements).toEqual([]);
  });
});

describe('returns after delivery', () => {
  it('are negative entries; returning every unit, in parts, takes back the sale to the paisa; never more than delivered', async () => {
    const { orderId, lineId } = await deliveredOrder(3);
    const at = new Date(Date.now() + DAY).toISOString();
    await t.db.transaction().execute(async (trx) => {
      expect(await recordReturnEntries(trx, { orderItemId: lineId, quantity: 1, at })).toEqual(expect.objectContaining({ net_paise: expect.any(Number) }));
    });
    await t.db.transaction().execute(async (trx) => recordReturnEntries(trx, { orderItemId: lineId, quantity: 2, at }));
    await expect(t.db.transaction().execute(async (trx) => recordReturnEntries(trx, { orderItemId: lineId, quantity: 1, at }))).rejects.toThrow('a return cannot exceed what was delivered');
    const entries = await ledgerOf(orderId);
    expect(entries.map((e) => [e.kind, e.quantity])).toEqual([['sale', 3], ['return', 1], ['return', 2]]);
    expect(sumEntries(entries.map(entryAmounts))).toEqual({ taxable: 0, gst: 0, commission: 0, commissionGst: 0, tcs: 0, tds: 0, net: 0 });
    // deducted with the sale it takes back, not before
    expect(entries[1].payable_at).toBe(entries[0].payable_at);
  });

  it("a line with no sale entry (the house seller's) enters nothing", async () => {
    const { orderId } = await deliveredOrder(1);
    const houseLine = await t.db.selectFrom('order_details').select('id').where('order_id', '=', orderId).where('product_id', '=', houseProduct.id).executeTakeFirstOrThrow();
    expect(await t.db.transaction().execute(async (trx) => recordReturnEntries(trx, { orderItemId: houseLine.id, quantity: 1, at: new Date() }))).toBeNull();
  });
});

describe('the weekly payout run', () => {
  let statementId: number;

  it('is claimed once with two replicas; a later run of the same week adds nothing', async () => {
    await windowPassed();
    const replica = await buildApp({ db: t.db, config: t.config, logger: false });
    await replica.ready();
    try {
      const outcomes = await Promise.all([t.app.jobs.run('seller-payouts', 0), replica.jobs.run('seller-payouts', 0)]);
      expect(outcomes.filter((o) => o.ran)).toHaveLength(1);
      expect(outcomes.filter((o) => !o.ran)).toEqual([{ ran: false, reason: 'busy' }]);
      const again = await replica.jobs.run('seller-payouts', 0);
      expect(again).toEqual({ ran: true, result: expect.objectContaining({ statements: [] }) });
    } finally {
      await replica.close();
    }
    const statements = await t.db.selectFrom('payout_statements').selectAll().where('seller_id', '=', demo.sellerId).execute();
    expect(statements).toHaveLength(1);
    statementId = statements[0].id;
    expect(await t.db.selectFrom('seller_ledger').select('id').where('seller_id', '=', demo.sellerId).where('statement_id', 'is', null).execute()).toEqual([]);
  });

  it('reconciles to the ledger to the paisa: opening + entries = net payable + closing; sales, returns and deductions are the entries', async () => {
    const s = await t.db.selectFrom('payout_statements').selectAll().where('id', '=', statementId).executeTakeFirstOrThrow();
    const entries = (await t.db.selectFrom('seller_ledger').selectAll().where('statement_id', '=', statementId).execute()).map(entryAmounts);
    const total = sumEntries(entries);
    expect(Number(s.entry_count)).toBe(entries.length);
    expect(Number(s.opening_paise)).toBe(0);
    expect(Number(s.opening_paise) + total.net).toBe(Number(s.net_payable_paise) + Number(s.closing_paise));
    expect(Number(s.sales_paise) + Number(s.returns_paise)).toBe(total.taxable + total.gst);
    expect([s.commission_paise, s.commission_gst_paise, s.tcs_paise, s.tds_paise].map(Number)).toEqual([total.commission, total.commissionGst, total.tcs, total.tds]);
    expect(Number(s.net_payable_paise)).toBe(total.net);
    expect(Number(s.closing_paise)).toBe(0);
  });

  it("opens the next statement with the last one's closing balance; a week with returns only carries a negative balance", async () => {
    const { lineId } = await deliveredOrder(1);
    await windowPassed();
    const first = await runPayouts(t.db, new Date(Date.now() + 7 * DAY));
    expect(first.statements).toHaveLength(1);
    await t.db.transaction().execute(async (trx) => recordReturnEntries(trx, { orderItemId: lineId, quantity: 1, at: new Date(Date.now() - 20 * DAY) }));
    const second = await runPayouts(t.db, new Date(Date.now() + 14 * DAY));
    const s = await t.db.selectFrom('payout_statements').selectAll().where('id', '=', second.statements[0]).executeTakeFirstOrThrow();
    const prior = await t.db.selectFrom('payout_statements').select('closing_paise').where('id', '=', first.statements[0]).executeTakeFirstOrThrow();
    expect(Number(s.opening_paise)).toBe(Number(prior.closing_paise));
    expect(Number(s.net_payable_paise)).toBe(0);
    expect(Number(s.closing_paise)).toBeLessThan(0);
    const res = await payments(demo.token);
    expect(res.json().data.balance_paise).toBe(Number(s.closing_paise));
    expect(res.json().data.statements.map((x: { id: number }) => x.id)).toEqual([second.statements[0], first.statements[0], statementId]);
  });

  it('downloads a statement as CSV and as PDF', async () => {
    const csv = await call(t, demo.token, 'GET', `/api/seller/payments/statements/${statementId}/csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const s = await t.db.selectFrom('payout_statements').selectAll().where('id', '=', statementId).executeTakeFirstOrThrow();
    const net = Number(s.net_payable_paise);
    expect(csv.body).toContain(`Net payable,${Math.floor(net / 100)}.${String(net % 100).padStart(2, '0')}\r\n`);
    expect(csv.body).toContain(product.name);
    const pdf = await call(t, demo.token, 'GET', `/api/seller/payments/statements/${statementId}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('the monthly TCS report', () => {
  it('gives the house seller the GSTR-8 figures per seller as CSV', async () => {
    const month = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);
    const res = await call(t, house.token, 'GET', `/api/seller/payments/tcs-report?month=${month}`);
    expect(res.statusCode).toBe(200);
    const [head, ...rows] = res.body.trim().split('\r\n');
    expect(head).toContain('Net amount liable for TCS');
    const seller = await t.db.selectFrom('sellers').select('gst_number').where('id', '=', demo.sellerId).executeTakeFirstOrThrow();
    const row = rows.find((r) => r.includes(seller.gst_number));
    expect(row).toBeDefined();
    const entries = await t.db.selectFrom('seller_ledger').selectAll().where('seller_id', '=', demo.sellerId).where('occurred_at', '>=', `${month}-01`).execute();
    const tcs = entries.filter((e) => e.occurred_at.slice(0, 7) === month).reduce((sum, e) => sum + Number(e.tcs_paise), 0);
    const cells = row!.split(',');
    expect(Math.round(Number(cells[cells.length - 1]) * 100)).toBe(tcs);
  });

  it('refuses other sellers and a malformed month', async () => {
    expect((await call(t, demo.token, 'GET', '/api/seller/payments/tcs-report?month=2026-11')).statusCode).toBe(403);
    expect((await call(t, house.token, 'GET', '/api/seller/payments/tcs-report?month=2026-13')).statusCode).toBe(400);
  });
});

describe('permissions', () => {
  it("another seller sees none of the demo seller's payouts; patients and strangers are refused", async () => {
    const other = await registeredSeller(t);
    const own = await payments(other.token);
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toMatchObject({ balance_paise: 0, entries: [], statements: [], entries_total: 0 });
    const statement = await t.db.selectFrom('payout_statements').select('id').where('seller_id', '=', demo.sellerId).executeTakeFirstOrThrow();
    for (const kind of ['csv', 'pdf']) {
      const res = await call(t, other.token, 'GET', `/api/seller/payments/statements/${statement.id}/${kind}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Statement not found');
    }
    const inHindi = await t.app.inject({ method: 'GET', url: `/api/seller/payments/statements/${statement.id}/pdf`, headers: { authorization: `Bearer ${other.token}`, 'accept-language': 'hi' } });
    expect(inHindi.json().message).toBe('स्टेटमेंट नहीं मिला');
    expect((await payments(patient.token)).statusCode).toBe(403);
    expect((await payments(null)).statusCode).toBe(401);
  });
});

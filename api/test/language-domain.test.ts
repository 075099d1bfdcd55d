/**
 * The domain's refusals in the caller's language (issue 31): a guest order, a review and a return refused with
 * their tables' texts (GUEST_MESSAGES, REVIEW_MESSAGES, RETURN_MESSAGES) arrive in Hindi for a caller who asks
 * for Hindi and in English otherwise; a success message of the returns table too. Nothing is written by a
 * refusal, in either language.
 */
import { GUEST_MESSAGES } from 'shared-lib/domain';
import { DOMAIN_TABLES, DOMAIN_TABLES_HI } from 'shared-lib/domain/i18n';
import { RETURN_MESSAGES } from 'shared-lib/domain/returns';
import { REVIEW_MESSAGES } from 'shared-lib/domain/reviews';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signUp } from './helpers/patients';
import { freeProducts, guestPayload, loginPatient, MANY_GUEST_ORDERS } from './support/checkout';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: MANY_GUEST_ORDERS });
});
afterAll(async () => t.close());

const HINDI = { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.5' };
const ENGLISH = { 'accept-language': 'en-IN,en;q=0.9' };
const LANGUAGES = [
  ['Hindi', HINDI, DOMAIN_TABLES_HI],
  ['English', ENGLISH, DOMAIN_TABLES],
  ['no language', {}, DOMAIN_TABLES],
] as const;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const countOf = async (table: 'orders' | 'reviews' | 'returns') => Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe.each(LANGUAGES)('refusals of the domain tables for a caller asking for %s', (_name, headers, tables) => {
  it('a guest order of more units than a guest may order', async () => {
    // 3 lines of 7 (a line holds at most 10): 21 units, one more than a guest may order
    const lines = (await freeProducts(t)).slice(0, 3).map((product) => ({ product, quantity: 7 }));
    const before = await countOf('orders');
    const res = await t.app.inject({ method: 'POST', url: '/api/order/placeOrder', headers, payload: await guestPayload(t, lines) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(tables.guest.tooManyUnits);
    expect(String(res.headers.vary)).toMatch(/accept-language/i);
    expect(await countOf('orders')).toBe(before);
  });

  it('a review of a product the caller never received', async () => {
    const stranger = await signUp(t);
    const [product] = await freeProducts(t);
    const before = await countOf('reviews');
    const res = await t.app.inject({ method: 'POST', url: '/api/reviews', headers: { ...headers, ...bearer(stranger.token) }, payload: { product_id: product!.id, rating: 4, title: 'Good', body: 'Took it for a month.' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(tables.reviews.notEligible);
    expect(await countOf('reviews')).toBe(before);
  });

  it('a return of an opened item for a reason that needs it unopened, and of an order that is not the caller’s', async () => {
    const patient = await loginPatient(t);
    const order = await t.db.selectFrom('orders').select('unique_id').where('user_id', '=', patient.id).orderBy('id').executeTakeFirstOrThrow();
    const before = await countOf('returns');
    const body = { lines: [{ order_detail_id: 1, quantity: 1 }], reason: 'not_needed', sealed: false, upi_id: 'meera@okhdfc' };
    const opened = await t.app.inject({ method: 'POST', url: `/api/orders/${order.unique_id}/returns`, headers: { ...headers, ...bearer(patient.token) }, payload: body });
    expect(opened.statusCode).toBe(400);
    expect(opened.json().message).toBe(tables.returns.mustBeSealed);

    const stranger = await signUp(t);
    const other = await t.app.inject({ method: 'POST', url: `/api/orders/${order.unique_id}/returns`, headers: { ...headers, ...bearer(stranger.token) }, payload: { ...body, sealed: true } });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(tables.returns.orderNotFound);
    expect(await countOf('returns')).toBe(before);
  });
});

it('the Hindi is Devanagari and the English is the table’s own text', () => {
  expect(DOMAIN_TABLES_HI.guest.tooManyUnits).toMatch(/[\u0900-\u097F]/);
  expect(DOMAIN_TABLES.guest).toBe(GUEST_MESSAGES);
  expect(DOMAIN_TABLES.reviews).toBe(REVIEW_MESSAGES);
  expect(DOMAIN_TABLES.returns).toBe(RETURN_MESSAGES);
  expect(DOMAIN_TABLES_HI.returns.mustBeSealed).not.toBe(RETURN_MESSAGES.mustBeSealed);
});

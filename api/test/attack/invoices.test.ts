/** Invoices (issues 24, 33): a seller with one line of an order gets its own invoice only, without the buyer's e-mail or mobile. */
import { houseSellerId } from '../../src/services/orders/fulfilment-record';
import { sellerLogin, wellStockedProduct } from '../helpers/fulfilment';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { confirmByMail, guestPayload, MANY_GUEST_ORDERS, MANY_UNCONFIRMED } from '../support/checkout';
import { pdfText as rawPdfText } from '../support/smtp';
import { bearer, DEMO } from './support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: MANY_GUEST_ORDERS, unconfirmedCaps: MANY_UNCONFIRMED });
});
afterAll(async () => t.close());

/** the PDF's text with line wraps as spaces (long product names wrap) */
const pdfText = async (pdf: Buffer) => (await rawPdfText(pdf)).replace(/\s+/g, ' ');
const download = (uniqueId: string, headers: Record<string, string> = {}, query = '') => t.app.inject({ url: `/api/order/invoice/${uniqueId}${query}`, headers });

describe("an order of two sellers' products", () => {
  it("gives each seller only its own invoice, and the buyer every invoice; nobody else gets anything", async () => {
    const seller = await sellerLogin(t, DEMO.seller.email, DEMO.seller.password);
    const house = await houseSellerId(t.db);
    const houseUser = await t.db.selectFrom('sellers').innerJoin('users', 'users.id', 'sellers.user_id').select('users.email').where('sellers.id', '=', house).executeTakeFirstOrThrow();
    const houseLogin = await sellerLogin(t, houseUser.email, 'House@123');
    const own = await wellStockedProduct(t, seller.sellerId);
    const other = await wellStockedProduct(t, null);
    const res = await t.app.inject({ method: 'POST', url: '/api/order/placeOrder', payload: await guestPayload(t, [{ product: own, quantity: 1 }, { product: other, quantity: 2 }]) });
    expect(res.statusCode).toBe(200);
    const uniqueId = res.json().data.unique_id as string;
    // a guest's pay-on-delivery order is invoiced once confirmed from its mail (issue 25)
    await confirmByMail(t, res.json().data.id as number);

    // one invoice per supplier (issue 33): the buyer gets each, naming both parties
    const numbers = (await t.db.selectFrom('invoices').innerJoin('orders', 'orders.id', 'invoices.order_id').select('invoices.number').where('orders.unique_id', '=', uniqueId).orderBy('invoices.id').execute()).map((r) => r.number);
    expect(numbers).toHaveLength(2);
    const whole = (await Promise.all(numbers.map(async (number) => pdfText((await download(uniqueId, {}, `?email=guest@example.in&number=${encodeURIComponent(number)}`)).rawPayload)))).join(' ');
    expect(whole).toContain('Tax Invoice');
    for (const text of [own.name, other.name, 'guest@example.in', '9876543210']) expect(whole).toContain(text);

    // the seller gets its own invoice: its lines and the delivery address, not the buyer's e-mail and mobile
    const mine = await download(uniqueId, bearer(seller.token));
    expect(mine.statusCode).toBe(200);
    const text = await pdfText(mine.rawPayload);
    expect(text).toContain('Tax Invoice');
    expect(text).toContain(own.name);
    expect(text).toContain('12 MG Road');
    for (const hidden of [other.name, 'guest@example.in', '9876543210']) expect(text).not.toContain(hidden);
    // and not the other supplier's, even by its number
    expect((await download(uniqueId, bearer(seller.token), `?number=${encodeURIComponent(numbers[0])}`)).statusCode).toBe(404);

    const theirs = await pdfText((await download(uniqueId, bearer(houseLogin.token))).rawPayload);
    expect(theirs).toContain(other.name);
    expect(theirs).not.toContain(own.name);

    const doctor = (await t.app.inject({ method: 'POST', url: '/api/doctor/login', payload: DEMO.doctor })).json().token as string;
    expect((await download(uniqueId, bearer(doctor))).statusCode).toBe(404);
  });
});

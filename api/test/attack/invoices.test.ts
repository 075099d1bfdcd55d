/** Invoices (issue 24): a seller with one line of an order gets a copy of its own lines only, without the buyer's e-mail or mobile. */
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
  it("gives each seller only its own lines, and the buyer the whole invoice; nobody else gets anything", async () => {
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

    const whole = await pdfText((await download(uniqueId, {}, '?email=guest@example.in')).rawPayload);
    expect(whole).toContain('Tax Invoice');
    for (const text of [own.name, other.name, 'guest@example.in', '9876543210']) expect(whole).toContain(text);

    const mine = await download(uniqueId, bearer(seller.token));
    expect(mine.statusCode).toBe(200);
    const text = await pdfText(mine.rawPayload);
    expect(text).toContain('Seller copy');
    expect(text).toContain(own.name);
    expect(text).toContain('12 MG Road');
    for (const hidden of [other.name, 'guest@example.in', '9876543210']) expect(text).not.toContain(hidden);

    const theirs = await pdfText((await download(uniqueId, bearer(houseLogin.token))).rawPayload);
    expect(theirs).toContain(other.name);
    expect(theirs).not.toContain(own.name);

    const doctor = (await t.app.inject({ method: 'POST', url: '/api/doctor/login', payload: DEMO.doctor })).json().token as string;
    expect((await download(uniqueId, bearer(doctor))).statusCode).toBe(404);
  });
});

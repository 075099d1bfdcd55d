/** Stored text (issue 24): one input filter for every free-text field of JSON and multipart bodies, the doctor phone rule, the sanitiser. */
import { ACCOUNT_SAFETY_MESSAGES } from 'shared-lib/domain';
import { filterText } from '../../src/plugins/text-input-filter';
import { sanitizeRichText } from '../../src/services/html';
import { accountFields, basicBody, createDoctor, documentFiles, otherFields, postMultipart, step, workBody } from '../helpers/doctors';
import { register, sellerFields } from '../helpers/sellers';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { freeProducts, guestPayload, MANY_GUEST_ORDERS, MANY_UNCONFIRMED } from '../support/checkout';
import { makePng, multipartBody } from '../support/images';
import { bearer, DEMO, expectRefused, login, unchanged } from './support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { ...MANY_GUEST_ORDERS, signup: 1000 }, unconfirmedCaps: MANY_UNCONFIRMED });
});
afterAll(async () => t.close());

const NUL = '\u0000';
const RLO = '\u202E';
const dirty = (text: string) => `  <b onmouseover="x()">${text}</b>${NUL}${RLO}<img src=x onerror=alert(1)>  `;

describe('the input filter', () => {
  it('trims, drops control and bidi-override characters and markup; keeps line breaks, secrets and rich text', () => {
    expect(filterText(dirty('Sahyadri'))).toBe('Sahyadri');
    expect(filterText('line one\nline two\tend\u2066x\u2069')).toBe('line one\nline two\tendx');
    expect(filterText(` Pa<ss>${NUL} `, 'password')).toBe(` Pa<ss>${NUL} `);
    expect(filterText(`<p>ok</p>${RLO}`, 'full_description')).toBe('<p>ok</p>');
  });
});

describe('multipart forms', () => {
  it('seller registration stores company, office address and person names as plain text', async () => {
    const fields = await sellerFields(t);
    const res = await register(t, { ...fields, company_name: dirty(fields.company_name), office_address: dirty(fields.office_address), first_name: dirty('Prakash'), last_name: `Kulkarni${RLO}` });
    expect(res.statusCode).toBe(200);
    const row = await t.db.selectFrom('sellers').innerJoin('users', 'users.id', 'sellers.user_id').select(['company_name', 'office_address', 'first_name', 'last_name', 'users.name']).where('users.email', '=', fields.email).executeTakeFirstOrThrow();
    expect(row).toEqual({ company_name: fields.company_name, office_address: fields.office_address, first_name: 'Prakash', last_name: 'Kulkarni', name: 'Prakash Kulkarni' });
  });

  it('doctor sign-up follows the phone rule and stores the institute and licence as plain text', async () => {
    const refused = await unchanged(t, () => postMultipart(t, '/api/doctor/create', accountFields({ phone: '<b>98450</b>' })));
    expectRefused(refused, 400, ACCOUNT_SAFETY_MESSAGES.phoneRule);
    const doctor = await createDoctor(t, { phone: '+91 98450 12345' });
    expect((await t.db.selectFrom('users').select('phone').where('id', '=', doctor.id).executeTakeFirstOrThrow()).phone).toBe('9845012345');
    expect((await step(t, doctor.token, '/api/doctor/savebasic', basicBody(doctor.id))).statusCode).toBe(200);
    expect((await step(t, doctor.token, '/api/doctor/savework', await workBody(t, doctor.id))).statusCode).toBe(200);
    const other = await postMultipart(t, '/api/doctor/saveother', await otherFields(t, doctor.id, { institute_name: dirty('Gujarat Ayurved University'), license_number: `AYU/2010/1234${NUL}` }), documentFiles(), doctor.token);
    expect(other.statusCode).toBe(200);
    const row = await t.db.selectFrom('doctors').select(['institute_name', 'license_number']).where('user_id', '=', doctor.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ institute_name: 'Gujarat Ayurved University', license_number: 'AYU/2010/1234' });
  });

  it('seller products store name and short description as plain text; links get noopener and foreign images go', async () => {
    const seller = await login(t, 'seller', DEMO.seller.email, DEMO.seller.password);
    const brand = await t.db.selectFrom('brands').select('id').orderBy('id').executeTakeFirstOrThrow();
    const category = await t.db.selectFrom('categories').select('id').orderBy('id').executeTakeFirstOrThrow();
    const fields = {
      name: dirty('Brahmi Ghrita'),
      code: `BRA-${Date.now()}`,
      brand_id: String(brand.id),
      category_id: String(category.id),
      regular_price: '300',
      discount: '0',
      in_stock_quantity: '10',
      short_description: `Calms${RLO} the mind<script>alert(1)</script>`,
      full_description: '<p>See <a href="https://example.org/brahmi">the study</a><img src="https://tracker.example/p.png"><img src="/uploads/own.png" alt="own"></p>',
      pincodes: '',
    };
    const { payload, headers } = await multipartBody(fields, { image: { data: makePng(), filename: 'p.png' } });
    const res = await t.app.inject({ method: 'POST', url: '/api/product/create', payload, headers: { ...headers, ...bearer(seller.token) } });
    expect(res.statusCode).toBe(200);
    const row = await t.db.selectFrom('products').select(['name', 'short_description', 'full_description']).where('id', '=', res.json().data.id).executeTakeFirstOrThrow();
    expect(row.name).toBe('Brahmi Ghrita');
    expect(row.short_description).toBe('Calms the mind');
    expect(row.full_description).toBe('<p>See <a href="https://example.org/brahmi" rel="noopener noreferrer">the study</a><img src="/uploads/own.png" alt="own" /></p>');
  });
});

describe('JSON bodies', () => {
  it('address lines lose NUL and right-to-left overrides before they are stored or mailed', async () => {
    const [product] = await freeProducts(t);
    const payload = await guestPayload(t, [{ product, quantity: 1 }]);
    const res = await t.app.inject({ method: 'POST', url: '/api/order/placeOrder', payload: { ...payload, first_name: `Guest${RLO}`, address: { ...payload.address, address_line_1: `12 MG${NUL} Road${RLO}`, address_line_2: ' <i>Near</i> the park ' } } });
    expect(res.statusCode).toBe(200);
    const order = await t.db.selectFrom('orders').select(['id', 'address', 'first_name']).where('unique_id', '=', res.json().data.unique_id).executeTakeFirstOrThrow();
    expect(JSON.parse(order.address)).toEqual(expect.objectContaining({ address_line_1: '12 MG Road', address_line_2: 'Near the park' }));
    expect(order.first_name).toBe('Guest');
    const mail = await t.db.selectFrom('outbox').select(['text_body', 'html_body']).where('dedupe_key', '=', `order-confirmation:${order.id}`).executeTakeFirstOrThrow();
    expect([...`${mail.text_body}${mail.html_body}`].filter((c) => c === NUL || c === RLO)).toEqual([]);
  });
});

describe('the rich-text sanitiser', () => {
  it('adds rel="noopener noreferrer" to every link and keeps only this shop\'s images', () => {
    expect(sanitizeRichText('<a href="https://x.example" rel="opener" target="_blank">x</a>')).toBe('<a href="https://x.example" rel="noopener noreferrer" target="_blank">x</a>');
    expect(sanitizeRichText('<img src="//evil.example/a.png"><img src="http://localhost:8080/uploads/a.png">')).toBe('<img src="http://localhost:8080/uploads/a.png" />');
  });
});

/** Object-level and function-level authorisation across roles, and mass assignment: refused, nothing changes. */
import { createTestApp, type TestApp } from '../helpers/test-app';
import { freeProducts, loginPatient, pricedPayload, type TestProduct } from '../support/checkout';
import { bearer, DEMO, expectRefused, login, unchanged } from './support';

let t: TestApp;
let products: TestProduct[];
let owner: { token: string; id: number };
let intruder: { token: string; id: number };
let doctor: string;
let seller: string;
const mine: { cartLine: number; wish: number; address: number; order: string } = { cartLine: 0, wish: 0, address: 0, order: '' };

beforeAll(async () => {
  t = await createTestApp();
  products = await freeProducts(t);
  owner = await loginPatient(t);
  await t.app.inject({ method: 'POST', url: '/api/patient/create', payload: { first_name: 'Intruder', last_name: 'Kumar', email: 'intruder@example.in', password: 'Tulsi-Leaf-2024', phone: '9123456780', gender: 'Male', dob: '1990-01-01' } });
  const created = await login(t, 'patient', 'intruder@example.in', 'Tulsi-Leaf-2024');
  intruder = { token: created.token, id: created.id };
  doctor = (await login(t, 'doctor', DEMO.doctor.email, DEMO.doctor.password)).token;
  seller = (await login(t, 'seller', DEMO.seller.email, DEMO.seller.password)).token;
  mine.cartLine = (await t.db.insertInto('cart_items').values({ user_id: owner.id, product_id: products[0].id, quantity: 1, price: products[0].sales_price }).returning('id').executeTakeFirstOrThrow()).id;
  mine.wish = (await t.db.insertInto('wishlist_items').values({ user_id: owner.id, product_id: products[1].id }).returning('id').executeTakeFirstOrThrow()).id;
  const address = await t.db.selectFrom('addresses').selectAll().where('user_id', '=', owner.id).executeTakeFirstOrThrow();
  mine.address = address.id;
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/order/placeOrder',
    payload: { ...pricedPayload([{ product: products[2], quantity: 1 }]), address_id: address.id, user_id: owner.id, name: 'Aarav Patel', email: 'patient@demo.in', mobile: '9000000001' },
    headers: bearer(owner.token),
  });
  mine.order = placed.json().data.unique_id;
});
afterAll(async () => t.close());

const addressBody = (state_id: number, city_id: number) => ({ address: { address_line_1: 'Taken over', address_line_2: 'Flat 1', pincode: '560034' }, state_id, city_id });

describe("another patient cannot read or change the owner's records", () => {
  const attacks = (): [string, 'GET' | 'POST' | 'PUT' | 'DELETE', () => string, () => unknown][] => [
    ['profile read', 'GET', () => `/api/patient/getById/${owner.id}`, () => undefined],
    ['profile update', 'PUT', () => `/api/patient/updatePatient/${owner.id}`, () => ({ email: 'patient@demo.in', first_name: 'Hacked', last_name: 'X', mobile_no: '9000000009', gender: 'Male', dob: '1990-01-01' })],
    ['password change', 'PUT', () => `/api/patient/changePassword/${owner.id}`, () => ({ Old_Password: 'Patient@123', password: 'Owned-Account-1' })],
    ['addresses list', 'GET', () => `/api/patient/getAddressByUserId/${owner.id}`, () => undefined],
    ['address read', 'GET', () => `/api/patient/getUserAddressById/${mine.address}`, () => undefined],
    ['address delete', 'DELETE', () => `/api/patient/deleteAddress/${mine.address}`, () => undefined],
    ['default address', 'PUT', () => '/api/patient/setDefaultAddress', () => [{ id: mine.address, is_default: 1 }]],
    ['cart quantity', 'PUT', () => `/api/cart/updateQuantity/${mine.cartLine}`, () => ({ quantity: 5 })],
    ['cart delete', 'DELETE', () => `/api/cart/delete/${mine.cartLine}`, () => undefined],
    ['cart by user id', 'GET', () => `/api/cart/getItemsByUserId/${owner.id}`, () => undefined],
    ['wishlist by user id', 'GET', () => `/api/wishlist/getWishListByuserId/${owner.id}`, () => undefined],
    ['wishlist delete', 'DELETE', () => `/api/wishlist/deleteItem/${mine.wish}`, () => undefined],
    ['orders list', 'GET', () => `/api/order/getOrderByUserId/${owner.id}`, () => undefined],
    ['order tracking', 'GET', () => `/api/order/getOrderDetailsByOrderUniqueId/${mine.order}/${owner.id}`, () => undefined],
    ['order cancel', 'PUT', () => `/api/order/cancel/${mine.order}`, () => undefined],
  ];

  it.each(attacks().map(([name, method, url, body]) => [name, method, url, body]))('%s', async (_name, method, url, body) => {
    const res = await unchanged(t, () => t.app.inject({ method: method as 'GET', url: (url as () => string)(), payload: (body as () => unknown)() as never, headers: bearer(intruder.token) }));
    expect([403, 404]).toContain(res.statusCode);
    expectRefused(res, res.statusCode);
  });

  it('the address update of another patient is refused', async () => {
    const address = await t.db.selectFrom('addresses').select(['state_id', 'city_id']).where('id', '=', mine.address).executeTakeFirstOrThrow();
    const res = await unchanged(t, () => t.app.inject({ method: 'PUT', url: `/api/patient/updateUserAddress/${mine.address}`, payload: addressBody(address.state_id, address.city_id), headers: bearer(intruder.token) }));
    expect([403, 404]).toContain(res.statusCode);
  });
});

describe('doctors, sellers and anonymous callers cannot use patient routes (function level)', () => {
  it.each([
    ['GET', '/api/patient/getById/:owner'],
    ['GET', '/api/cart/cartList'],
    ['POST', '/api/cart/addToCart'],
    ['GET', '/api/wishlist/getAllWishlist'],
    ['GET', '/api/order/getOrderByUserId/:owner'],
    ['PUT', '/api/order/cancel/:order'],
    ['POST', '/api/patient/addAddress'],
  ] as const)('%s %s', async (method, path) => {
    const url = () => path.replace(':owner', String(owner.id)).replace(':order', mine.order);
    const address = await t.db.selectFrom('addresses').select(['state_id', 'city_id']).where('id', '=', mine.address).executeTakeFirstOrThrow();
    const body = method !== 'POST' ? undefined : url().includes('addAddress') ? addressBody(address.state_id, address.city_id) : { product_id: products[0].id, quantity: 1 };
    for (const token of [doctor, seller]) expectRefused(await unchanged(t, () => t.app.inject({ method, url: url(), payload: body, headers: bearer(token) })), 403);
    expectRefused(await unchanged(t, () => t.app.inject({ method, url: url(), payload: body })), 401);
  });
});

describe('mass assignment', () => {
  it('sign-up ignores role, type, id, token_version and stage', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/patient/create', payload: { first_name: 'Mass', last_name: 'Assign', email: 'mass.assign@example.in', password: 'Tulsi-Leaf-2024', phone: '9123456780', gender: 'Male', dob: '1990-01-01', role: 3, type: 'seller', id: 1, token_version: 99, stage: 4 } });
    expect(res.statusCode).toBe(200);
    const user = await t.db.selectFrom('users').select(['id', 'role', 'token_version']).where('email', '=', 'mass.assign@example.in').executeTakeFirstOrThrow();
    expect(user.role).toBe(1);
    expect(user.token_version).toBe(0);
    expect(user.id).not.toBe(1);
  });

  it('a cart line takes the price from the database, not the request, and the user from the token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/cart/addToCart', payload: { product_id: products[3].id, quantity: 1, price: 1, user_id: owner.id }, headers: bearer(intruder.token) });
    if (res.statusCode === 200) {
      const line = await t.db.selectFrom('cart_items').select(['user_id', 'price']).where('product_id', '=', products[3].id).executeTakeFirstOrThrow();
      expect(line).toEqual({ user_id: intruder.id, price: products[3].sales_price });
    } else {
      expectRefused(res, 403);
    }
  });
});

import { createTestApp, type TestApp } from './helpers/test-app';
import { otherPatientToken, patientToken } from './helpers/storefront-patients';

let t: TestApp;
let a: { token: string; id: number };
let b: { token: string; id: number };
let product: { id: number; sales_price: number; in_stock_quantity: number };
let lowStock: { id: number; in_stock_quantity: number };
let outOfStock: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  a = await patientToken(t);
  b = await otherPatientToken(t);
  product = await t.db.selectFrom('products').select(['id', 'sales_price', 'in_stock_quantity']).where('in_stock_quantity', '>=', 10).orderBy('id').executeTakeFirstOrThrow();
  lowStock = await t.db.selectFrom('products').select(['id', 'in_stock_quantity']).where('in_stock_quantity', '>', 0).where('in_stock_quantity', '<', 5).orderBy('id').executeTakeFirstOrThrow();
  outOfStock = await t.db.selectFrom('products').select(['id']).where('in_stock_quantity', '=', 0).orderBy('id').executeTakeFirstOrThrow();
});
afterAll(async () => t.close());

const call = (token: string | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api/${url}`, headers: token ? { authorization: `Bearer ${token}` } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
const cartOf = async (userId: number) => t.db.selectFrom('cart_items').selectAll().where('user_id', '=', userId).orderBy('id').execute();

describe('cart', () => {
  it('needs a patient token', async () => {
    expect((await call(null, 'GET', 'cart/cartList')).statusCode).toBe(401);
    expect((await call(null, 'POST', 'cart/addToCart', { product_id: product.id })).statusCode).toBe(401);
  });

  it('adds at the database price, never the body price, and adds 1 to an existing line', async () => {
    const first = await call(a.token, 'POST', 'cart/addToCart', { product_id: product.id, user_id: a.id, quantity: 1, price: 1 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ success: true, data: { product_id: product.id, user_id: a.id, quantity: 1, price: product.sales_price } });
    const again = await call(a.token, 'POST', 'cart/addToCart', { product_id: product.id, user_id: a.id, quantity: 1, price: 999999 });
    expect(again.json().data).toMatchObject({ quantity: 2, price: product.sales_price });
    const list = (await call(a.token, 'GET', 'cart/cartList')).json().data;
    expect(list).toHaveLength(1);
    expect(list[0].product).toMatchObject({ id: product.id, sales_price: product.sales_price });
    expect((await call(a.token, 'GET', `cart/count/${a.id}`)).json().data).toEqual({ count: 1 });
    expect((await call(a.token, 'GET', `cart/getItemsByUserId/${a.id}`)).json().data).toHaveLength(1);
  });

  it.each([
    [0, 'between 1 and 10'],
    [11, 'between 1 and 10'],
    [-1, 'between 1 and 10'],
    [1.5, 'whole number'],
  ])('refuses quantity %p with a clear message and changes nothing', async (quantity, text) => {
    const before = await cartOf(a.id);
    const line = before[0];
    const add = await call(a.token, 'POST', 'cart/addToCart', { product_id: product.id, quantity });
    expect(add.statusCode).toBe(400);
    expect(add.json().message).toContain(text);
    const update = await call(a.token, 'PUT', `cart/updateQuantity/${line.id}`, { product_id: product.id, quantity });
    expect(update.statusCode).toBe(400);
    expect(update.json().message).toContain(text);
    expect(await cartOf(a.id)).toEqual(before);
  });

  it('refuses more than the stock and out-of-stock products', async () => {
    const over = await call(a.token, 'POST', 'cart/addToCart', { product_id: lowStock.id, quantity: lowStock.in_stock_quantity + 1 });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(`Only ${lowStock.in_stock_quantity} item(s) of this product are in stock`);
    const out = await call(a.token, 'POST', 'cart/addToCart', { product_id: outOfStock.id });
    expect(out.statusCode).toBe(400);
    expect(out.json().message).toBe('This product is out of stock');
    expect((await cartOf(a.id)).map((line) => line.product_id)).toEqual([product.id]);
  });

  it('refuses an existing line growing past 10', async () => {
    const line = (await cartOf(a.id))[0];
    expect((await call(a.token, 'PUT', `cart/updateQuantity/${line.id}`, { quantity: 10 })).statusCode).toBe(200);
    const res = await call(a.token, 'POST', 'cart/addToCart', { product_id: product.id });
    expect(res.statusCode).toBe(400);
    expect((await cartOf(a.id))[0].quantity).toBe(10);
  });

  it('refuses an unknown product with 404', async () => {
    expect((await call(a.token, 'POST', 'cart/addToCart', { product_id: 999999 })).statusCode).toBe(404);
  });

  it("keeps patient B out of patient A's cart", async () => {
    const before = await cartOf(a.id);
    const line = before[0];
    expect((await call(b.token, 'GET', 'cart/cartList')).json().data).toEqual([]);
    expect((await call(b.token, 'GET', `cart/count/${a.id}`)).statusCode).toBe(403);
    expect((await call(b.token, 'GET', `cart/getItemsByUserId/${a.id}`)).statusCode).toBe(403);
    expect((await call(b.token, 'POST', 'cart/addToCart', { product_id: product.id, user_id: a.id })).statusCode).toBe(403);
    expect((await call(b.token, 'PUT', `cart/updateQuantity/${line.id}`, { quantity: 3 })).statusCode).toBe(404);
    expect((await call(b.token, 'DELETE', `cart/delete/${line.id}`)).statusCode).toBe(404);
    expect(await cartOf(a.id)).toEqual(before);
    expect(await cartOf(b.id)).toEqual([]);
  });

  it('refuses a doctor token', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/doctor/login', payload: { email: 'doctor@demo.in', password: 'Doctor@123' } });
    expect((await call(login.json().token, 'GET', 'cart/cartList')).statusCode).toBe(403);
  });

  it('deletes the caller\'s own line', async () => {
    const line = (await cartOf(a.id))[0];
    expect((await call(a.token, 'DELETE', `cart/delete/${line.id}`)).statusCode).toBe(200);
    expect(await cartOf(a.id)).toEqual([]);
    expect((await call(a.token, 'DELETE', `cart/delete/${line.id}`)).statusCode).toBe(404);
  });
});

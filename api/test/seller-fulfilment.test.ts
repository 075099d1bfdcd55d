/**
 * Seller fulfilment (issue 11): lines get their fulfilling seller (house seller for products without one), one
 * shipment per seller, Processing -> Shipped -> Delivered without skips, backwards moves or double moves,
 * nothing after a cancel; the order's status follows its shipments with history rows; the buyer's cancel is
 * refused once something shipped; shipment mails go to the outbox; dashboard counts; permissions.
 */
import { ORDER_STATUS, PATIENT_MESSAGES, SHIPMENT_MESSAGES as M } from 'shared-lib/domain';
import { call } from './helpers/patients';
import { registeredSeller } from './helpers/sellers';
import { createTestApp, type TestApp } from './helpers/test-app';
import { placeTwoSellerOrder as placeTwoSellerOrderFor, sellerLogin, wellStockedProduct } from './helpers/fulfilment';
import { guestPayload, loginPatient, MANY_GUEST_ORDERS, MANY_UNCONFIRMED } from './support/checkout';

let t: TestApp;
let patient: { token: string; id: number };
let demo: { token: string; sellerId: number };
let house: { token: string; sellerId: number };
let doctorToken: string;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: MANY_GUEST_ORDERS, unconfirmedCaps: MANY_UNCONFIRMED });
  patient = await loginPatient(t);
  demo = await sellerLogin(t, 'seller@demo.in', 'Seller@123');
  house = await sellerLogin(t, 'house.seller@demo.in', 'House@123');
  doctorToken = (await t.app.inject({ method: 'POST', url: '/api/doctor/login', payload: { email: 'doctor@demo.in', password: 'Doctor@123' } })).json().token;
});
afterAll(async () => t.close());

const productOf = (sellerId: number | null) => wellStockedProduct(t, sellerId);
const placeTwoSellerOrder = () => placeTwoSellerOrderFor(t, patient, demo.sellerId, house.sellerId);

const ship = (token: string | null, shipmentId: number, body: Record<string, unknown> = { courier: 'Delhivery', tracking_number: 'DLV123456' }) => call(t, token, 'PUT', `/api/seller/shipments/${shipmentId}/ship`, body);
const deliver = (token: string | null, shipmentId: number) => call(t, token, 'PUT', `/api/seller/shipments/${shipmentId}/deliver`);
const statusOf = async (orderId: number) => (await t.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status;
const track = async (uniqueId: string) => (await call(t, patient.token, 'GET', `/api/order/getOrderDetailsByOrderUniqueId/${uniqueId}/${patient.id}`)).json().data;
const outbox = (template: string, uniqueId: string) =>
  t.db.selectFrom('outbox').select(['recipient', 'subject', 'text_body']).where('template', '=', template).where('subject', 'like', `%${uniqueId}%`).execute();

describe('placing an order', () => {
  it('gives every line its fulfilling seller (the house seller for products without one) and one shipment per seller', async () => {
    const order = await placeTwoSellerOrder();
    const lines = await t.db.selectFrom('order_details').select('seller_id').where('order_id', '=', order.id).orderBy('id').execute();
    expect(lines.map((l) => l.seller_id)).toEqual([demo.sellerId, house.sellerId]);
    const history = await t.db.selectFrom('order_history').select('status').where('order_id', '=', order.id).execute();
    expect(history.map((h) => h.status)).toEqual([ORDER_STATUS.processing]);
  });
});

describe('GET seller/orders', () => {
  it("lists the orders holding the caller's lines, newest first, with the delivery address and its own lines only", async () => {
    const first = await placeTwoSellerOrder();
    const second = await placeTwoSellerOrder();
    const res = await call(t, demo.token, 'GET', '/api/seller/orders?page=1&pageSize=2');
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page.items.map((o: { unique_id: string }) => o.unique_id)).toEqual([second.unique_id, first.unique_id]);
    expect(page.total).toBeGreaterThanOrEqual(5); // three seeded orders too
    const item = page.items[0];
    expect(item).toEqual(expect.objectContaining({ shipment_id: second.demoShipment, status: 1, order_status: 1, next_action: 'ship', courier: null }));
    expect(item.lines).toHaveLength(1);
    expect(item.lines[0].product_id).toBe((await productOf(demo.sellerId)).id);
    expect(item.total).toBe(item.lines[0].total_price);
    expect(item.delivery_address).toEqual(expect.objectContaining({ name: 'Aarav Patel', pincode: expect.stringMatching(/^\d{6}$/), city_name: expect.any(String) }));
    expect(JSON.stringify(item)).not.toMatch(/patient@demo\.in|9876543210|"email"|"mobile"/);
    const houseView = (await call(t, house.token, 'GET', '/api/seller/orders')).json().data.items[0];
    expect(houseView.lines.map((l: { quantity: number }) => l.quantity)).toEqual([2]);
  });

  it('shows nothing of other sellers to a seller without orders, and filters by status', async () => {
    const newcomer = await registeredSeller(t);
    expect((await call(t, newcomer.token, 'GET', '/api/seller/orders')).json().data).toEqual({ items: [], total: 0, page: 1, pageSize: 10 });
    const delivered = (await call(t, demo.token, 'GET', '/api/seller/orders?status=3')).json().data.items;
    expect(delivered.length).toBeGreaterThanOrEqual(1);
    expect(delivered.every((o: { status: number; next_action: unknown }) => o.status === 3 && o.next_action === null)).toBe(true);
  });
});

describe('shipment moves', () => {
  it('ships with courier and tracking number, then delivers; the order follows both sellers with history rows and mails', async () => {
    const order = await placeTwoSellerOrder();
    const shipped = await ship(demo.token, order.demoShipment, { courier: ' Blue Dart ', tracking_number: 'bd-7788991' });
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json()).toEqual(expect.objectContaining({ message: M.shipped, data: expect.objectContaining({ status: 2, courier: 'Blue Dart', tracking_number: 'BD-7788991', next_action: 'deliver', order_status: 1 }) }));
    expect(await statusOf(order.id)).toBe(ORDER_STATUS.processing); // the house seller's part has not shipped
    expect((await deliver(demo.token, order.demoShipment)).statusCode).toBe(200);
    expect(await statusOf(order.id)).toBe(ORDER_STATUS.processing);
    expect((await ship(house.token, order.houseShipment)).statusCode).toBe(200);
    expect(await statusOf(order.id)).toBe(ORDER_STATUS.shipped); // every shipment has shipped (one already delivered)
    expect((await deliver(house.token, order.houseShipment)).statusCode).toBe(200);
    expect(await statusOf(order.id)).toBe(ORDER_STATUS.delivered);

    const tracked = await track(order.unique_id);
    expect(tracked.status).toBe(3);
    expect(tracked.history.map((h: { status: number }) => h.status)).toEqual([1, 2, 3]);
    expect(tracked.history.every((h: { changed_at: string }) => !Number.isNaN(Date.parse(h.changed_at)))).toBe(true);
    expect(tracked.shipments).toEqual([
      expect.objectContaining({ status: 3, courier: 'Blue Dart', tracking_number: 'BD-7788991', seller_name: 'Vedic Roots Distributors Pvt Ltd' }),
      expect.objectContaining({ status: 3, courier: 'Delhivery', tracking_number: 'DLV123456' }),
    ]);
    expect(tracked.can_cancel).toBe(false);
    const listed = (await call(t, patient.token, 'GET', `/api/order/getOrderByUserId/${patient.id}`)).json().data.items.find((o: { unique_id: string }) => o.unique_id === order.unique_id);
    expect(listed.history).toHaveLength(3);

    const shippedMails = await outbox('shipment-shipped', order.unique_id);
    expect(shippedMails).toHaveLength(2);
    expect(shippedMails.map((m) => m.recipient)).toEqual(['patient@demo.in', 'patient@demo.in']);
    expect(shippedMails.some((m) => m.text_body.includes('BD-7788991'))).toBe(true);
    expect(await outbox('shipment-delivered', order.unique_id)).toHaveLength(2);
  });

  it('never skips, never goes backwards, and refuses a bad courier or tracking number (nothing changes)', async () => {
    const order = await placeTwoSellerOrder();
    const skipped = await deliver(demo.token, order.demoShipment);
    expect({ status: skipped.statusCode, message: skipped.json().message }).toEqual({ status: 409, message: M.shipFirst });
    for (const body of [{ courier: '', tracking_number: 'DLV123456' }, { courier: 'X', tracking_number: 'DLV123456' }]) {
      expect((await ship(demo.token, order.demoShipment, body)).json().message).toBe(M.courierMandatory);
    }
    for (const tracking_number of ['', 'AB1', 'DLV 1234', 'DLV_1234']) {
      expect((await ship(demo.token, order.demoShipment, { courier: 'Delhivery', tracking_number })).json().message).toBe(M.trackingNumberMandatory);
    }
    expect((await ship(demo.token, order.demoShipment, { courier: 'Delhivery' })).statusCode).toBe(400);
    expect((await t.db.selectFrom('shipments').select('status').where('id', '=', order.demoShipment).executeTakeFirstOrThrow()).status).toBe(1);
    expect((await ship(demo.token, order.demoShipment)).statusCode).toBe(200);
    const again = await ship(demo.token, order.demoShipment);
    expect({ status: again.statusCode, message: again.json().message }).toEqual({ status: 409, message: M.alreadyShipped });
    expect((await deliver(demo.token, order.demoShipment)).statusCode).toBe(200);
    const back = await ship(demo.token, order.demoShipment);
    expect({ status: back.statusCode, message: back.json().message }).toEqual({ status: 409, message: M.alreadyDelivered });
    expect((await deliver(demo.token, order.demoShipment)).json().message).toBe(M.alreadyDelivered);
  });

  it('lets exactly one of two concurrent moves win; the other gets 409 and one mail is written', async () => {
    const order = await placeTwoSellerOrder();
    const results = await Promise.all([ship(demo.token, order.demoShipment, { courier: 'Delhivery', tracking_number: 'AAA11111' }), ship(demo.token, order.demoShipment, { courier: 'Ekart', tracking_number: 'BBB22222' })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().message).toBe(M.alreadyShipped);
    expect(await outbox('shipment-shipped', order.unique_id)).toHaveLength(1);
    const delivered = await Promise.all([deliver(demo.token, order.demoShipment), deliver(demo.token, order.demoShipment)]);
    expect(delivered.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('moves nothing after a cancel, and refuses an unpaid online order', async () => {
    const order = await placeTwoSellerOrder();
    expect((await call(t, patient.token, 'PUT', `/api/order/cancel/${order.unique_id}`)).statusCode).toBe(200);
    const refused = await ship(demo.token, order.demoShipment);
    expect({ status: refused.statusCode, message: refused.json().message }).toEqual({ status: 409, message: M.orderCancelled });
    expect((await deliver(house.token, order.houseShipment)).json().message).toBe(M.orderCancelled);
    expect((await track(order.unique_id)).history.map((h: { status: number }) => h.status)).toEqual([1, 4]);

    const unpaid = await placeTwoSellerOrder();
    await t.db.updateTable('orders').set({ payment_type: '1', payment_status: 'pending' }).where('id', '=', unpaid.id).execute();
    const res = await ship(demo.token, unpaid.demoShipment);
    expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 409, message: M.orderUnpaid });
  });

  it("waits for a guest's confirmation before shipping", async () => {
    const placed = await t.app.inject({ method: 'POST', url: '/api/order/placeOrder', payload: await guestPayload(t, [{ product: await productOf(demo.sellerId), quantity: 1 }]) });
    expect(placed.statusCode).toBe(200);
    const orderId = placed.json().data.id as number;
    const shipment = await t.db.selectFrom('shipments').select('id').where('order_id', '=', orderId).executeTakeFirstOrThrow();
    const listed = (await call(t, demo.token, 'GET', '/api/seller/orders')).json().data.items.find((o: { shipment_id: number }) => o.shipment_id === shipment.id);
    expect(listed.next_action).toBeNull();
    const res = await ship(demo.token, shipment.id);
    expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 409, message: M.orderUnconfirmed });
    await t.db.updateTable('orders').set({ confirm_token_hash: null, confirm_expires_at: null }).where('id', '=', orderId).execute();
    expect((await ship(demo.token, shipment.id)).statusCode).toBe(200);
  });
});

describe('the patient cancel', () => {
  it('is refused once any shipment has shipped, and allowed while nothing has', async () => {
    const order = await placeTwoSellerOrder();
    expect((await track(order.unique_id)).can_cancel).toBe(true);
    await ship(house.token, order.houseShipment);
    const res = await call(t, patient.token, 'PUT', `/api/order/cancel/${order.unique_id}`);
    expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 409, message: M.cannotCancelShipped });
    expect(await statusOf(order.id)).toBe(ORDER_STATUS.processing);
    expect((await track(order.unique_id)).can_cancel).toBe(false);
    expect(PATIENT_MESSAGES.cannotCancel).not.toBe(M.cannotCancelShipped);
  });

  it('and a ship at the same time: exactly one wins, never a shipped line in a cancelled order', async () => {
    const order = await placeTwoSellerOrder();
    const [cancel, shipped] = await Promise.all([call(t, patient.token, 'PUT', `/api/order/cancel/${order.unique_id}`), ship(demo.token, order.demoShipment)]);
    expect([cancel.statusCode, shipped.statusCode].sort()).toEqual([200, 409]);
    const shipment = await t.db.selectFrom('shipments').select('status').where('id', '=', order.demoShipment).executeTakeFirstOrThrow();
    expect([await statusOf(order.id), shipment.status]).toEqual(cancel.statusCode === 200 ? [ORDER_STATUS.cancelled, 4] : [ORDER_STATUS.processing, 2]);
  });
});

describe('permissions', () => {
  it('gives 404 for another seller\'s shipment, 403 to patients and doctors, 401 to guests', async () => {
    const order = await placeTwoSellerOrder();
    const other = await registeredSeller(t);
    const asOther = await ship(other.token, order.demoShipment);
    expect({ status: asOther.statusCode, message: asOther.json().message }).toEqual({ status: 404, message: M.shipmentNotFound });
    expect((await ship(other.token, 99999999)).json()).toEqual(asOther.json());
    expect((await ship(house.token, order.demoShipment)).statusCode).toBe(404);
    for (const [token, status] of [[patient.token, 403], [doctorToken, 403], [null, 401]] as const) {
      expect((await ship(token, order.demoShipment)).statusCode).toBe(status);
      expect((await deliver(token, order.demoShipment)).statusCode).toBe(status);
      expect((await call(t, token, 'GET', '/api/seller/orders')).statusCode).toBe(status);
      expect((await call(t, token, 'GET', '/api/seller/dashboard')).statusCode).toBe(status);
    }
    expect((await t.db.selectFrom('shipments').select('status').where('id', '=', order.demoShipment).executeTakeFirstOrThrow()).status).toBe(1);
  });
});

describe('GET seller/dashboard', () => {
  it("counts shipments to ship, low-stock products and this month's own sales in rupees", async () => {
    const newcomer = await registeredSeller(t);
    const empty = (await call(t, newcomer.token, 'GET', '/api/seller/dashboard')).json().data;
    expect(empty).toEqual(expect.objectContaining({ orders_to_ship: 0, orders_in_transit: 0, low_stock_products: 0, products: 0, month_sales: 0, low_stock_threshold: 5 }));

    const before = (await call(t, demo.token, 'GET', '/api/seller/dashboard')).json().data;
    const order = await placeTwoSellerOrder();
    const line = await t.db.selectFrom('order_details').select('total_price').where('order_id', '=', order.id).where('seller_id', '=', demo.sellerId).executeTakeFirstOrThrow();
    const after = (await call(t, demo.token, 'GET', '/api/seller/dashboard')).json().data;
    expect(after.orders_to_ship).toBe(before.orders_to_ship + 1);
    expect(after.month_sales).toBe(before.month_sales + line.total_price);
    await ship(demo.token, order.demoShipment);
    const shipped = (await call(t, demo.token, 'GET', '/api/seller/dashboard')).json().data;
    expect({ toShip: shipped.orders_to_ship, transit: shipped.orders_in_transit }).toEqual({ toShip: before.orders_to_ship, transit: before.orders_in_transit + 1 });

    const cancelled = await placeTwoSellerOrder();
    await call(t, patient.token, 'PUT', `/api/order/cancel/${cancelled.unique_id}`);
    expect((await call(t, demo.token, 'GET', '/api/seller/dashboard')).json().data.month_sales).toBe(shipped.month_sales);

    const low = await t.db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n')).where('seller_id', '=', demo.sellerId).where('in_stock_quantity', '<', 5).executeTakeFirstOrThrow();
    expect(after.low_stock_products).toBe(Number(low.n));
  });
});

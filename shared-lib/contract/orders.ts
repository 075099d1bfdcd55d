/**
 * Orders (spec section 7): placing one (guest or patient; three payload variants), and the patient's
 * own orders: list, track by unique id, cancel while processing.
 */
import { type Static, Type } from 'typebox';
import { CART_QUANTITY_MAX, CART_QUANTITY_MIN, DEFAULT_PAYMENT_TYPE, ORDER_STATUS, PAYMENT_STATUS, PAYMENT_TYPES } from 'shared-lib/domain/core';
import { RETURN_STATUSES } from 'shared-lib/domain/returns';
import { Nullable } from './envelope';
import { OrderInvoice } from './invoice';
import { Page } from './products';

export const PaymentTypeSchema = Type.Union([Type.Literal(PAYMENT_TYPES.payNow), Type.Literal(PAYMENT_TYPES.payOnDelivery)], {
  default: DEFAULT_PAYMENT_TYPE,
  description: `Pay Now ${PAYMENT_TYPES.payNow}, Pay on Delivery ${PAYMENT_TYPES.payOnDelivery}`,
});
export const OrderStatusSchema = Type.Union(
  [Type.Literal(ORDER_STATUS.processing), Type.Literal(ORDER_STATUS.shipped), Type.Literal(ORDER_STATUS.delivered), Type.Literal(ORDER_STATUS.cancelled)],
  { description: '1 Processing, 2 Shipped, 3 Delivered, 4 Cancelled' },
);
export const PaymentStatusSchema = Type.Union([
  Type.Literal(PAYMENT_STATUS.notRequired),
  Type.Literal(PAYMENT_STATUS.pending),
  Type.Literal(PAYMENT_STATUS.paid),
  Type.Literal(PAYMENT_STATUS.failed),
]);

const Money = Type.Number({ minimum: 0 });

/** One line of an order as the browser sends it; only product and quantity are trusted. */
export const OrderCartLine = Type.Object({
  id: Type.Optional(Type.Integer()),
  product_id: Type.Integer({ minimum: 1 }),
  quantity: Type.Integer({ minimum: CART_QUANTITY_MIN, maximum: CART_QUANTITY_MAX }),
  product_name: Type.Optional(Type.String({ maxLength: 300 })),
  sales_price: Type.Optional(Money),
  product_image: Type.Optional(Type.String({ maxLength: 1000 })),
  total_price: Type.Optional(Money),
  seller_id: Type.Optional(Nullable(Type.Integer())),
});
export type OrderCartLine = Static<typeof OrderCartLine>;

export const NewAddressLines = Type.Object({
  address_line_1: Type.String({ maxLength: 300 }),
  address_line_2: Type.Optional(Type.String({ maxLength: 300 })),
  pincode: Type.String({ maxLength: 10 }),
});

const orderFields = {
  cart: Type.Array(OrderCartLine, { minItems: 1, maxItems: 50 }),
  tax: Money,
  shipping_charges: Money,
  total_price: Money,
  order_total_price: Money,
  coupon_id: Type.Integer({ minimum: 0, default: 0 }),
  coupon_code: Type.Optional(Type.String({ maxLength: 40, description: 'the applied coupon by its code (required when coupon_id is not 0)' })),
  discount_price: Type.Number({ minimum: 0, default: 0 }),
  payment_type: PaymentTypeSchema,
  // registered user with a saved address
  address_id: Type.Optional(Type.Integer({ minimum: 1 })),
  user_id: Type.Optional(Type.Integer({ minimum: 0 })),
  name: Type.Optional(Type.String({ maxLength: 200 })),
  email: Type.Optional(Type.String({ maxLength: 200 })),
  mobile: Type.Optional(Type.String({ maxLength: 20 })),
  // new address (registered or guest)
  address: Type.Optional(NewAddressLines),
  state_id: Type.Optional(Type.Integer({ minimum: 1 })),
  city_id: Type.Optional(Type.Integer({ minimum: 1 })),
  // guest
  first_name: Type.Optional(Type.String({ maxLength: 100 })),
  last_name: Type.Optional(Type.String({ maxLength: 100 })),
  // issue 28: required when the cart holds a prescription medicine (a patient's prescription, rxPaths)
  prescription_document_id: Type.Optional(Type.Integer({ minimum: 1 })),
};

/** Body of POST order/placeOrder: saved address (address_id), new address of a patient, or a guest. */
export const PlaceOrderBody = Type.Object(orderFields);
export type PlaceOrderBody = Static<typeof PlaceOrderBody>;
export { orderFields as placeOrderFields };

export const IdempotencyHeaders = Type.Object({ 'idempotency-key': Type.Optional(Type.String({ maxLength: 100 })) });

export const PlacedOrder = Type.Object({
  id: Type.Integer(),
  unique_id: Type.String(),
  order_date: Type.String(),
  status: Type.Integer(),
  payment_type: Type.String(),
  payment_status: Type.String(),
  total_price: Type.Number(),
  shipping_charges: Type.Number(),
  discount_price: Type.Number(),
  tax: Type.Number(),
  order_total_price: Type.Number(),
  coupon_id: Nullable(Type.Integer()),
  user_id: Nullable(Type.Integer()),
  replayed: Type.Boolean({ description: 'true when an earlier request with the same Idempotency-Key created it' }),
});
export type PlacedOrder = Static<typeof PlacedOrder>;

export const OrderLine = Type.Object({
  id: Type.Integer(),
  product_id: Type.Integer(),
  quantity: Type.Integer(),
  total_price: Type.Number(),
  product: Type.Object({ id: Type.Integer(), name: Type.String(), image: Type.String(), code: Type.String(), sales_price: Type.Number() }),
});
export type OrderLine = Static<typeof OrderLine>;

/** One change of the order's status, oldest first in `history`. */
export const OrderHistoryEntry = Type.Object({
  status: OrderStatusSchema,
  changed_at: Type.String({ description: 'ISO time' }),
});
export type OrderHistoryEntry = Static<typeof OrderHistoryEntry>;

/** One step of a return of the order's items (issue 33), oldest first in `return_steps`. */
export const OrderReturnStep = Type.Object({
  status: Type.Union(RETURN_STATUSES.map((status) => Type.Literal(status))),
  changed_at: Type.String({ description: 'ISO time' }),
});
export type OrderReturnStep = Static<typeof OrderReturnStep>;

/** One seller's part of the order on its way: status 1 Processing, 2 Shipped, 3 Delivered, 4 Cancelled. */
export const OrderShipment = Type.Object({
  id: Type.Integer(),
  seller_name: Type.String({ description: 'the fulfilling seller company' }),
  status: OrderStatusSchema,
  courier: Nullable(Type.String()),
  tracking_number: Nullable(Type.String()),
  shipped_at: Nullable(Type.String()),
  delivered_at: Nullable(Type.String()),
  order_detail_ids: Type.Array(Type.Integer(), { description: 'the order lines (order_details ids) in this shipment' }),
});
export type OrderShipment = Static<typeof OrderShipment>;

/** An order as the patient sees it: the delivery address carries state and city names. */
export const PatientOrder = Type.Object({
  id: Type.Integer(),
  unique_id: Type.String(),
  order_date: Type.String(),
  status: OrderStatusSchema,
  order_total_price: Type.Number(),
  total_price: Type.Number(),
  shipping_charges: Type.Number(),
  discount_price: Type.Number(),
  tax: Type.Number(),
  coupon_id: Nullable(Type.Integer()),
  coupon: Nullable(Type.Object({ discount_type: Type.Integer(), discount: Type.Number() })),
  payment_type: PaymentTypeSchema,
  payment_status: PaymentStatusSchema,
  user_id: Nullable(Type.Integer()),
  user_address: Nullable(
    Type.Object({
      state_id: Type.Integer(),
      city_id: Type.Integer(),
      address: Type.String(),
      pincode: Type.String(),
      state_name: Type.String(),
      city_name: Type.String(),
    }),
  ),
  order_details: Type.Array(OrderLine),
  /** the status changes with their times, oldest first */
  history: Type.Array(OrderHistoryEntry),
  /** the steps of the order's returns (issue 33), oldest first: the timeline shows them after the delivery */
  return_steps: Type.Optional(Type.Array(OrderReturnStep)),
  /** one per fulfilling seller */
  shipments: Type.Array(OrderShipment),
  /** true while nothing has shipped and the order is processing */
  can_cancel: Type.Boolean(),
  /** an invoice was issued (a confirmed pay-on-delivery or a paid order); a cancelled order without one offers none */
  has_invoice: Type.Optional(Type.Boolean()),
  /** the issued invoices, one per supplier (issue 33): each seller for its shipment, the house company for its products and shipping */
  invoices: Type.Optional(Type.Array(OrderInvoice)),
  /** issue 28: awaiting_review | approved | rejected for an order with prescription medicines */
  rx_status: Type.Optional(Nullable(Type.String())),
});
export type PatientOrder = Static<typeof PatientOrder>;

export const OrderListQuery = Type.Object({
  page: Type.Integer({ minimum: 1, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 50, default: 10 }),
});
export type OrderListQuery = Static<typeof OrderListQuery>;

export const OrderPage = Page(PatientOrder);
export type OrderPage = Static<typeof OrderPage>;

export const TrackParams = Type.Object({ uniqueId: Type.String({ minLength: 1, maxLength: 64 }), userId: Type.Integer({ minimum: 1 }) });
export type TrackParams = Static<typeof TrackParams>;
export const UniqueIdParams = Type.Object({ uniqueId: Type.String({ minLength: 1, maxLength: 64 }) });
export type UniqueIdParams = Static<typeof UniqueIdParams>;

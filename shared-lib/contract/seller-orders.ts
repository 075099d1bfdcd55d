/**
 * Seller fulfilment (issue 11): the seller's orders (one shipment per order and seller, with the buyer's
 * delivery address and the seller's own lines only), the shipment moves Processing -> Shipped (courier and
 * tracking number) -> Delivered, and the dashboard counts. Sellers only (other roles 403); another
 * seller's shipment answers 404.
 */
import { type Static, Type } from 'typebox';
import { SELLER_CANCEL_REASON, SHIPMENT_LIMITS } from 'shared-lib/domain';
import { Nullable } from './envelope';
import { OrderStatusSchema, PaymentStatusSchema, PaymentTypeSchema } from './orders';

/** 1 Processing, 2 Shipped, 3 Delivered, 4 Cancelled (the order was cancelled). */
export const ShipmentStatusSchema = OrderStatusSchema;

export const ShipmentActionSchema = Type.Union([Type.Literal('ship'), Type.Literal('deliver')]);

export const SellerOrdersQuery = Type.Object({
  page: Type.Integer({ minimum: 1, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 50, default: 10 }),
  status: Type.Optional(Type.Integer({ minimum: 1, maximum: 4, description: 'only shipments in this status (1 Processing, 2 Shipped, 3 Delivered, 4 Cancelled)' })),
});
export type SellerOrdersQuery = Static<typeof SellerOrdersQuery>;

/** One of the seller's own lines of the order. */
export const SellerOrderLine = Type.Object({
  id: Type.Integer(),
  product_id: Type.Integer(),
  name: Type.String(),
  code: Type.String(),
  image: Type.String(),
  quantity: Type.Integer(),
  sales_price: Type.Integer(),
  total_price: Type.Integer(),
});
export type SellerOrderLine = Static<typeof SellerOrderLine>;

/** Where to send the parcel: the buyer's name and delivery address, nothing else of the buyer. */
export const DeliveryAddress = Type.Object({
  name: Type.String(),
  address_line_1: Type.String(),
  address_line_2: Type.String(),
  city_name: Type.String(),
  state_name: Type.String(),
  pincode: Type.String(),
});
export type DeliveryAddress = Static<typeof DeliveryAddress>;

/** A shipment: the caller's part of one order. */
export const SellerOrder = Type.Object({
  shipment_id: Type.Integer(),
  status: ShipmentStatusSchema,
  courier: Nullable(Type.String()),
  tracking_number: Nullable(Type.String()),
  shipped_at: Nullable(Type.String({ description: 'ISO time' })),
  delivered_at: Nullable(Type.String({ description: 'ISO time' })),
  unique_id: Type.String(),
  order_date: Type.String(),
  order_status: OrderStatusSchema,
  payment_type: PaymentTypeSchema,
  payment_status: PaymentStatusSchema,
  delivery_address: DeliveryAddress,
  lines: Type.Array(SellerOrderLine),
  total: Type.Integer({ description: "rupees: the sum of the seller's own lines" }),
  next_action: Nullable(ShipmentActionSchema),
  /** issue 28: why a processing shipment cannot ship yet (its prescription is not approved); null when free to ship */
  rx_hold: Type.Optional(Nullable(Type.String())),
});
export type SellerOrder = Static<typeof SellerOrder>;

export const SellerOrderPage = Type.Object({
  items: Type.Array(SellerOrder),
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});
export type SellerOrderPage = Static<typeof SellerOrderPage>;

/** Body of PUT seller/shipments/{id}/ship (checked on the server with clear messages). */
export const ShipBody = Type.Object({
  courier: Type.String({ maxLength: SHIPMENT_LIMITS.courierMax, description: `courier name, ${SHIPMENT_LIMITS.courierMin}..${SHIPMENT_LIMITS.courierMax} characters` }),
  tracking_number: Type.String({ maxLength: SHIPMENT_LIMITS.trackingMax, description: `${SHIPMENT_LIMITS.trackingMin}..${SHIPMENT_LIMITS.trackingMax} letters, digits or -` }),
});
export type ShipBody = Static<typeof ShipBody>;

export const SellerDashboardCounts = Type.Object({
  orders_to_ship: Type.Integer({ description: 'shipments in Processing of placed, non-cancelled (and, for guests, confirmed) orders' }),
  orders_in_transit: Type.Integer({ description: 'shipments in Shipped' }),
  low_stock_products: Type.Integer({ description: 'own products with stock under low_stock_threshold' }),
  low_stock_threshold: Type.Integer(),
  products: Type.Integer({ description: 'own products, on sale or not' }),
  month_sales: Type.Integer({ description: "rupees: this month's own lines of placed, non-cancelled orders" }),
  month: Type.String({ description: 'YYYY-MM, the month in India' }),
});
export type SellerDashboardCounts = Static<typeof SellerDashboardCounts>;

/** Body of PUT seller/shipments/{id}/cancel: an unshipped pay-on-delivery part of an order, with the reason mailed to the buyer. */
export const CancelShipmentBody = Type.Object({
  reason: Type.String({ maxLength: SELLER_CANCEL_REASON.max, description: `shown to the buyer, ${SELLER_CANCEL_REASON.min}..${SELLER_CANCEL_REASON.max} characters` }),
});
export type CancelShipmentBody = Static<typeof CancelShipmentBody>;

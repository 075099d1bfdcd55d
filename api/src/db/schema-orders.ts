/** Kysely types of the shopping tables: coupons, cart, wishlist, addresses, orders with their lines, shipments, history and payments. */
import type { ColumnType, Generated } from 'kysely';

type Id = Generated<number>;
type CreatedAt = ColumnType<string, string | undefined, never>;

export interface CouponsTable {
  id: Id;
  code: string;
  discount: number;
  discount_type: number;
  expire_date: string | null;
  description: string;
  is_active: number;
  /** total uses allowed (orders that hold it, cancelled ones excluded); null for unlimited */
  max_uses: ColumnType<number | null, number | null | undefined, number | null>;
  /** uses allowed per patient (or per guest e-mail); null for unlimited */
  max_uses_per_user: ColumnType<number | null, number | null | undefined, number | null>;
  /** rupees: the cart subtotal the coupon needs; null for none (migration 0102) */
  min_order_value: ColumnType<number | null, number | null | undefined, number | null>;
}
export interface CartItemsTable {
  id: Id;
  user_id: number;
  product_id: number;
  quantity: number;
  price: number;
  created_at: CreatedAt;
}
export interface WishlistItemsTable {
  id: Id;
  user_id: number;
  product_id: number;
  created_at: CreatedAt;
}
export interface AddressesTable {
  id: Id;
  user_id: number;
  /** JSON text of AddressLines */
  address: string;
  state_id: number;
  city_id: number;
  pincode: string;
  is_default: number;
  created_at: CreatedAt;
}
export interface OrdersTable {
  id: Id;
  unique_id: string;
  user_id: number | null;
  address_id: number | null;
  state_id: number;
  city_id: number;
  address: string;
  pincode: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  mobile: string | null;
  total_price: number;
  shipping_charges: number;
  discount_price: number;
  tax: number;
  order_total_price: number;
  coupon_id: number | null;
  payment_type: string;
  payment_status: string;
  status: number;
  idempotency_key: string | null;
  /** guest pay-on-delivery orders: sha256 of the e-mailed confirmation token, null once confirmed */
  confirm_token_hash: ColumnType<string | null, string | null | undefined, string | null>;
  /** unconfirmed guest orders are cancelled (stock released) after this ISO time */
  confirm_expires_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** sha256 of the e-mailed confirmation token, kept after confirming or cancelling (the link's outcome) */
  confirm_link_hash: ColumnType<string | null, string | null | undefined, string | null>;
  /** set when the expiry sweep cancelled the order because it was not confirmed in time */
  confirm_lapsed_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** 'due' when a paid order was cancelled and the money must go back, later 'refunded' */
  refund_status: ColumnType<string | null, string | null | undefined, string | null>;
  refund_amount: ColumnType<number | null, number | null | undefined, number | null>;
  /** awaiting_review | approved | rejected for an order with prescription lines, else null (migration 0140) */
  rx_status: ColumnType<string | null, string | null | undefined, string | null>;
  order_date: string;
  created_at: CreatedAt;
}
export interface OrderDetailsTable {
  id: Id;
  order_id: number;
  product_id: number;
  quantity: number;
  sales_price: number;
  total_price: number;
  /** the fulfilling seller (the house seller for products without one); set when the order is placed (migration 0090) */
  seller_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** how many of the line came back; all of it: the line no longer makes its buyer a reviewer (migration 0103) */
  returned_quantity: ColumnType<number, number | undefined, number>;
  /** held by open, approved and received returns; a CHECK keeps it within 0..quantity (migration 0190) */
  return_requested_quantity: ColumnType<number, number | undefined, number>;
  /** set when a prescription rejection cancelled the line (its stock released) (migration 0140) */
  rx_cancelled_at: ColumnType<string | null, string | null | undefined, string | null>;
}
/** One per (order, fulfilling seller): status 1 Processing, 2 Shipped, 3 Delivered, 4 Cancelled (migration 0090). */
export interface ShipmentsTable {
  id: Id;
  order_id: number;
  seller_id: number;
  status: ColumnType<number, number | undefined, number>;
  courier: string | null;
  tracking_number: string | null;
  shipped_at: string | null;
  delivered_at: string | null;
  created_at: CreatedAt;
  updated_at: string | null;
}
/** Every change of an order's status with its time (migration 0090). */
export interface OrderHistoryTable {
  id: Id;
  order_id: number;
  status: number;
  changed_at: string;
}
export interface PaymentsTable {
  id: Id;
  order_id: number;
  provider: string;
  merchant_transaction_id: string;
  amount_paise: number;
  state: string;
  raw: string | null;
  created_at: CreatedAt;
  updated_at: string | null;
}

export interface OrderTables {
  coupons: CouponsTable;
  cart_items: CartItemsTable;
  wishlist_items: WishlistItemsTable;
  addresses: AddressesTable;
  orders: OrdersTable;
  order_details: OrderDetailsTable;
  shipments: ShipmentsTable;
  order_history: OrderHistoryTable;
  payments: PaymentsTable;
}

/** Response schemas of the patient's order list, tracking and cancel routes. */
import { Type } from 'typebox';
import { Nullable } from 'shared-lib/contract';

export const OrderLineSchema = Type.Object({
  id: Type.Integer(),
  product_id: Type.Integer(),
  quantity: Type.Integer(),
  total_price: Type.Number(),
  product: Type.Object({ id: Type.Integer(), name: Type.String(), image: Type.String(), code: Type.String(), sales_price: Type.Number() }),
});

export const PatientOrderSchema = Type.Object({
  id: Type.Integer(),
  unique_id: Type.String(),
  order_date: Type.String(),
  status: Type.Integer({ description: '1 Processing, 2 Shipped, 3 Delivered, 4 Cancelled' }),
  order_total_price: Type.Number(),
  total_price: Type.Number(),
  shipping_charges: Type.Number(),
  discount_price: Type.Number(),
  tax: Type.Number(),
  coupon_id: Nullable(Type.Integer()),
  coupon: Nullable(Type.Object({ discount_type: Type.Integer(), discount: Type.Number() })),
  payment_type: Type.String(),
  payment_status: Type.String(),
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
  order_details: Type.Array(OrderLineSchema),
});

export const OrderListQuery = Type.Object({
  page: Type.Integer({ minimum: 1, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 50, default: 10 }),
});

export const OrderPage = Type.Object({
  items: Type.Array(PatientOrderSchema),
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});

export const TrackParams = Type.Object({ uniqueId: Type.String({ minLength: 1, maxLength: 64 }), userId: Type.Integer({ minimum: 1 }) });
export const UniqueIdParams = Type.Object({ uniqueId: Type.String({ minLength: 1, maxLength: 64 }) });

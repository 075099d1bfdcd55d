import { Type } from 'typebox';

export const CouponSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  discount: Type.Number(),
  discount_type: Type.Integer({ description: '1 flat rupees; any other value percent of the subtotal' }),
  expire_date: Type.String({ description: 'YYYY-MM-DD, empty for no expiry' }),
  description: Type.String(),
});
export const CouponCodeParams = Type.Object({ code: Type.String({ maxLength: 40 }) });
export const LocationEntrySchema = Type.Object({ id: Type.Integer(), product_id: Type.Integer(), pincode: Type.String(), deliverable: Type.Boolean() });
export const ProductLocationParams = Type.Object({
  productIds: Type.String({ pattern: '^\\d+(,\\d+){0,99}$', description: 'comma-joined product ids' }),
  location: Type.String({ pattern: '^\\d{6}$', description: '6-digit pincode' }),
});

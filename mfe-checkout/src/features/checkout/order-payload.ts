/** Builds the spec's order payload (section 7) for the three cases. */
import type { Coupon, PatientAddress, PlaceOrderBody } from 'shared-lib/contract';
import { lineTotal, type OrderTotals, type PaymentType } from 'shared-lib/domain';
import type { CartLine } from 'shared-lib/store';
import type { CustomerValues } from 'shared-lib/domain';

export interface PatientContact {
  id: number;
  name: string;
  email: string;
  mobile: string;
}

export function buildOrderPayload(options: {
  lines: CartLine[];
  totals: OrderTotals;
  coupon: Coupon | null;
  paymentType: PaymentType;
  patient: PatientContact | null;
  savedAddress: PatientAddress | null;
  form: CustomerValues | null;
}): PlaceOrderBody {
  const { lines, totals, coupon, paymentType, patient, savedAddress, form } = options;
  const common = {
    cart: lines.map((line) => ({
      ...(line.cart_item_id !== null ? { id: line.cart_item_id } : {}),
      product_id: line.product_id,
      quantity: line.quantity,
      product_name: line.product_name,
      sales_price: line.sales_price,
      product_image: line.product_image,
      total_price: lineTotal(line),
      seller_id: line.seller_id,
    })),
    tax: totals.tax,
    shipping_charges: totals.shipping,
    total_price: totals.subtotal,
    order_total_price: totals.orderTotal,
    coupon_id: coupon?.id ?? 0,
    ...(coupon ? { coupon_code: coupon.code } : {}),
    discount_price: totals.discount,
    payment_type: paymentType,
  };
  if (patient && savedAddress) {
    return { ...common, address_id: savedAddress.id, user_id: patient.id, name: patient.name, email: patient.email, mobile: patient.mobile };
  }
  if (!form) throw new Error('No address');
  const address = { address_line_1: form.address_line_1.trim(), address_line_2: form.address_line_2.trim(), pincode: form.pincode.trim() };
  if (patient) return { ...common, address, state_id: form.state_id, city_id: form.city_id, user_id: patient.id };
  return {
    ...common,
    address,
    state_id: form.state_id,
    city_id: form.city_id,
    first_name: form.first_name.trim(),
    last_name: form.last_name.trim(),
    email: form.email.trim(),
    mobile: form.mobile.trim(),
  };
}

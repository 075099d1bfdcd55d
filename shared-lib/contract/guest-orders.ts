/**
 * Guest orders after checkout (paths in `guestOrderPaths`): the e-mailed link that confirms a
 * pay-on-delivery order, and the cancel form that takes the order number and its e-mail.
 */
import { type Static, Type } from 'typebox';
import { Envelope } from './envelope';
import { PatientOrder } from './orders';

const OrderNumber = Type.String({ minLength: 1, maxLength: 64 });

export const GuestConfirmQuery = Type.Object({ order: OrderNumber, token: Type.String({ minLength: 1, maxLength: 100 }) });
export type GuestConfirmQuery = Static<typeof GuestConfirmQuery>;

/** The order's e-mail or its 10-digit mobile (spaces, dashes, +91 or 0 allowed), as given at checkout. */
const Contact = Type.String({ minLength: 3, maxLength: 254, description: "the order's e-mail or mobile" });

/** Cancel with the order ID and the order's e-mail (`email`, as the first guest cancel took it) or its e-mail or mobile (`contact`). */
export const GuestCancelBody = Type.Object({ unique_id: OrderNumber, email: Type.Optional(Contact), contact: Type.Optional(Contact) });
export type GuestCancelBody = Static<typeof GuestCancelBody>;

export const GuestCancelled = Type.Object({
  unique_id: Type.String(),
  refund_amount: Type.Number({ description: 'the refund owed; 0 when nothing was paid' }),
});
export type GuestCancelled = Static<typeof GuestCancelled>;
export const GuestCancelResponse = Envelope(GuestCancelled);
export type GuestCancelResponse = Static<typeof GuestCancelResponse>;

/** Track an order: its ID and the order's e-mail or mobile. Any wrong combination is the same 404 'No order found in this tracking Id'. */
export const GuestTrackBody = Type.Object({ unique_id: OrderNumber, contact: Contact });
export type GuestTrackBody = Static<typeof GuestTrackBody>;
/** The same order view as the patient's Track Your Order (details, timeline, shipments, can_cancel, has_invoice). */
export const GuestTrackResponse = Envelope(PatientOrder);
export type GuestTrackResponse = Static<typeof GuestTrackResponse>;

/** The e-mailed link's order and token, as the shop's confirm page posts them (POST confirm). */
export const GuestConfirmBody = GuestConfirmQuery;
export type GuestConfirmBody = Static<typeof GuestConfirmBody>;

/** Where the confirmation stands: waiting for the button, confirmed, lapsed (expired), or cancelled otherwise. */
export const GuestConfirmState = Type.Union([Type.Literal('pending'), Type.Literal('confirmed'), Type.Literal('expired'), Type.Literal('cancelled')]);
export type GuestConfirmState = Static<typeof GuestConfirmState>;

export const GuestConfirmLine = Type.Object({ name: Type.String(), quantity: Type.Integer(), total: Type.Number() });
export const GuestConfirmOrder = Type.Object({
  unique_id: Type.String(),
  order_date: Type.String(),
  payment_type: Type.String(),
  order_total_price: Type.Number(),
  lines: Type.Array(GuestConfirmLine),
  delivery_estimate: Type.String({ description: "e.g. 'Delivery in 3-5 days'" }),
  confirm_by: Type.Union([Type.String(), Type.Null()], { description: 'ISO deadline while pending' }),
});
export type GuestConfirmOrder = Static<typeof GuestConfirmOrder>;
export const GuestConfirmation = Type.Object({ state: GuestConfirmState, order: GuestConfirmOrder });
export type GuestConfirmation = Static<typeof GuestConfirmation>;
export const GuestConfirmationResponse = Envelope(GuestConfirmation);
export type GuestConfirmationResponse = Static<typeof GuestConfirmationResponse>;

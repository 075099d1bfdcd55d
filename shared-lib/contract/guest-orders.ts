/**
 * Guest orders after checkout (paths in `guestOrderPaths`): the e-mailed link that confirms a
 * pay-on-delivery order, and the cancel form that takes the order number and its e-mail.
 */
import { type Static, Type } from 'typebox';
import { Envelope } from './envelope';

const OrderNumber = Type.String({ minLength: 1, maxLength: 64 });

export const GuestConfirmQuery = Type.Object({ order: OrderNumber, token: Type.String({ minLength: 1, maxLength: 100 }) });
export type GuestConfirmQuery = Static<typeof GuestConfirmQuery>;

export const GuestCancelBody = Type.Object({ unique_id: OrderNumber, email: Type.String({ minLength: 3, maxLength: 254 }) });
export type GuestCancelBody = Static<typeof GuestCancelBody>;

export const GuestCancelled = Type.Object({
  unique_id: Type.String(),
  refund_amount: Type.Number({ description: 'the refund owed; 0 when nothing was paid' }),
});
export type GuestCancelled = Static<typeof GuestCancelled>;
export const GuestCancelResponse = Envelope(GuestCancelled);
export type GuestCancelResponse = Static<typeof GuestCancelResponse>;

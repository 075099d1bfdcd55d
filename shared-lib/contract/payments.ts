/**
 * The payment service under /pay (not /api; spec section 7): PhonePe PG v1 standard checkout or the
 * built-in sandbox. The browser starts a payment with the order payload plus number, MUID, transactionId.
 */
import { type Static, Type } from 'typebox';
import { ErrorEnvelope } from './envelope';
import { PlacedOrder, placeOrderFields } from './orders';

export const CreatePaymentBody = Type.Object({
  ...placeOrderFields,
  number: Type.Optional(Type.String({ maxLength: 20 })),
  MUID: Type.Optional(Type.String({ maxLength: 64 })),
  transactionId: Type.Optional(Type.String({ maxLength: 64 })),
});
export type CreatePaymentBody = Static<typeof CreatePaymentBody>;

export const CreatePaymentResponse = Type.Object({
  success: Type.Boolean(),
  code: Type.String({ description: 'PAYMENT_INITIATED when the browser should go to the url' }),
  message: Type.String(),
  data: Type.Object({
    merchantTransactionId: Type.String(),
    order: PlacedOrder,
    instrumentResponse: Type.Object({
      type: Type.Literal('PAY_PAGE'),
      redirectInfo: Type.Object({ url: Type.String(), method: Type.String() }),
    }),
  }),
});
export type CreatePaymentResponse = Static<typeof CreatePaymentResponse>;

export const createPaymentResponses = {
  200: CreatePaymentResponse,
  400: ErrorEnvelope,
  401: ErrorEnvelope,
  403: ErrorEnvelope,
  409: ErrorEnvelope,
  429: ErrorEnvelope,
  500: ErrorEnvelope,
  502: ErrorEnvelope,
  503: ErrorEnvelope,
};

/** What PhonePe posts to the redirect URL (redirectMode POST); the sandbox adds response and checksum. */
export const PaymentReturnBody = Type.Object({
  code: Type.Optional(Type.String()),
  merchantId: Type.Optional(Type.String()),
  transactionId: Type.Optional(Type.String()),
  amount: Type.Optional(Type.String()),
  providerReferenceId: Type.Optional(Type.String()),
  response: Type.Optional(Type.String()),
  checksum: Type.Optional(Type.String()),
});
export const PaymentReturnParams = Type.Object({ merchantTransactionId: Type.String({ pattern: '^[A-Za-z0-9_-]{1,35}$' }) });
export const CallbackBody = Type.Object({ response: Type.String({ maxLength: 20000 }) });
export const CallbackResponse = Type.Object({ success: Type.Boolean(), message: Type.String() });

import { Type } from 'typebox';
import { ErrorEnvelope } from 'shared-lib/contract';
import { PlacedOrderSchema } from './orders';

export const CreatePaymentResponse = Type.Object({
  success: Type.Boolean(),
  code: Type.String({ description: 'PAYMENT_INITIATED when the browser should go to the url' }),
  message: Type.String(),
  data: Type.Object({
    merchantTransactionId: Type.String(),
    order: PlacedOrderSchema,
    instrumentResponse: Type.Object({
      type: Type.Literal('PAY_PAGE'),
      redirectInfo: Type.Object({ url: Type.String(), method: Type.String() }),
    }),
  }),
});

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

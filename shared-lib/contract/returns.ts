/** Returns, refunds and credit notes (issue 33, part B): request and response shapes. Money in paise. */
import { type Static, Type } from 'typebox';
import { RETURN_NOTE_MAX, RETURN_REASON_CODES, RETURN_REASON_TEXT_MAX, RETURN_STATUSES, REFUND_METHODS } from 'shared-lib/domain/returns';
import { Nullable } from './envelope';

const literals = <T extends string>(values: readonly T[]) => Type.Unsafe<T>(Type.String({ enum: [...values] }));

export const ReturnOrderParams = Type.Object({ uniqueId: Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9-]+$' }) });
export const CreditNoteParams = Type.Object({ uniqueId: ReturnOrderParams.properties.uniqueId, id: Type.Integer({ minimum: 1 }) });
/** A return's photo: private, for the order's patient, the return's seller and the house seller (the token's) */
export const ReturnPhotoParams = Type.Object({ id: Type.Integer({ minimum: 1 }), photoId: Type.Integer({ minimum: 1 }) });
export const CreditNoteQuery = Type.Object({ contact: Type.Optional(Type.String({ maxLength: 254, description: "guests: the order's e-mail or mobile" })) });

export const ReturnRequestBody = Type.Object({
  lines: Type.Array(Type.Object({ order_detail_id: Type.Integer({ minimum: 1 }), quantity: Type.Integer({ minimum: 1, maximum: 1000 }) }), { minItems: 1, maxItems: 50 }),
  reason: literals(RETURN_REASON_CODES),
  note: Type.Optional(Type.String({ maxLength: RETURN_NOTE_MAX })),
  /** the patient confirms the items are unopened, in their original packaging */
  sealed: Type.Boolean(),
  /** pay on delivery: a UPI id, or a bank account with its IFSC */
  upi_id: Type.Optional(Type.String({ maxLength: 320 })),
  account_number: Type.Optional(Type.String({ maxLength: 30 })),
  ifsc: Type.Optional(Type.String({ maxLength: 11 })),
});
export type ReturnRequestBody = Static<typeof ReturnRequestBody>;

export const ReturnableLine = Type.Object({
  order_detail_id: Type.Integer(),
  product_id: Type.Integer(),
  name: Type.String(),
  quantity: Type.Integer(),
  /** delivered minus what open, approved and received returns hold */
  returnable_quantity: Type.Integer(),
  window_days: Type.Integer(),
  window_ends_at: Nullable(Type.String()),
  /** why the line cannot be returned now, or null */
  blocked_reason: Nullable(Type.String()),
});
export type ReturnableLine = Static<typeof ReturnableLine>;

export const RefundRecord = Type.Object({
  amount_paise: Type.Integer(),
  method: literals(REFUND_METHODS),
  destination: Type.String(),
  status: Type.String(),
  created_at: Type.String(),
});
export type RefundRecord = Static<typeof RefundRecord>;

export const CreditNoteSummary = Type.Object({
  id: Type.Integer(),
  number: Type.String(),
  invoice_number: Type.String(),
  reason: Type.String(),
  total_paise: Type.Integer(),
  issued_at: Type.String(),
});
export type CreditNoteSummary = Static<typeof CreditNoteSummary>;

export const ReturnView = Type.Object({
  id: Type.Integer(),
  order_unique_id: Type.String(),
  seller_name: Type.String(),
  customer_name: Type.String(),
  status: literals(RETURN_STATUSES),
  reason: Type.String(),
  note: Type.String(),
  reject_reason: Nullable(Type.String()),
  restocked: Nullable(Type.Boolean()),
  created_at: Type.String(),
  lines: Type.Array(Type.Object({ order_detail_id: Type.Integer(), name: Type.String(), quantity: Type.Integer() })),
  /** each photo's path under the API base (returnPaths.photo): private, read with the caller's token */
  photos: Type.Array(Type.String({ description: "a photo's path under the API base, e.g. returns/7/photos/12; read with the token" })),
  events: Type.Array(Type.Object({ status: literals(RETURN_STATUSES), note: Type.String(), at: Type.String() })),
  refund: Nullable(RefundRecord),
  credit_note: Nullable(CreditNoteSummary),
});
export type ReturnView = Static<typeof ReturnView>;

export const OrderReturns = Type.Object({
  unique_id: Type.String(),
  /** pay on delivery: the request asks for a UPI id or a bank account */
  refund_needs_account: Type.Boolean(),
  lines: Type.Array(ReturnableLine),
  returns: Type.Array(ReturnView),
  /** every credit note of the order, the cancellation one included */
  credit_notes: Type.Array(CreditNoteSummary),
});
export type OrderReturns = Static<typeof OrderReturns>;

export const SellerReturnsQuery = Type.Object({ status: Type.Optional(literals(RETURN_STATUSES)) });
export type SellerReturnsQuery = Static<typeof SellerReturnsQuery>;
export const SellerReturnList = Type.Object({ items: Type.Array(ReturnView) });
export type SellerReturnList = Static<typeof SellerReturnList>;

export const ReturnDecisionBody = Type.Object({
  decision: Type.Union([Type.Literal('approve'), Type.Literal('reject')]),
  reason: Type.Optional(Type.String({ maxLength: RETURN_REASON_TEXT_MAX })),
});
export type ReturnDecisionBody = Static<typeof ReturnDecisionBody>;

export const ReturnMoveBody = Type.Object({
  status: Type.Union([Type.Literal('pickup_scheduled'), Type.Literal('picked_up'), Type.Literal('received')]),
  /** on receipt: put the returned quantities back into stock */
  restock: Type.Optional(Type.Boolean()),
});
export type ReturnMoveBody = Static<typeof ReturnMoveBody>;

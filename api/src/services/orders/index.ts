export { placeOrder, type OrderInput, type PlacedOrder } from './place-order';
export type { Caller } from './caller';
export { startOnlinePayment, settlePayment, failPayment, expireStalePayments, paymentAmount, type SettleOutcome } from './payments';
export { priceOrder, assertClientTotals, assertDeliverable } from './pricing';
export { reserveStock, releaseStock } from './stock';
export { newOrderUniqueId, newMerchantTransactionId } from './ids';

export { placeOrder, type OrderInput, type PlacedOrder, type Caller } from './place-order';
export { startOnlinePayment, settlePayment, failPayment, expireStalePayments, paymentAmount, type SettleOutcome } from './payments';
export { priceOrder, assertClientTotals, assertDeliverable } from './pricing';
export { reserveStock, releaseStock } from './stock';
export { checkoutCaller } from './caller';
export { newOrderUniqueId, newMerchantTransactionId } from './ids';

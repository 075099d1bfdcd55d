/** The offline queues (issue 32): a patient's cart changes and pay-on-delivery orders, replayed when the network returns. */
export { isOffline, isNetworkFailure } from './network';
export { sendOrQueueCartChange, replayCartQueue, type CartChange } from './cart-queue';
export { queueOrder, replayOrders, dismissOrder, offlineOrders, useOfflineOrders, type QueuedOrder, type OrderOutcome, type OfflineOrders } from './order-queue';
export { useOfflineReplay, replayOfflineQueues } from './use-offline-replay';

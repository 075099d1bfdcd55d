/**
 * Order fulfilment (issue 11): every order line belongs to one fulfilling seller; one shipment per
 * (order, seller) moves Processing -> Shipped -> Delivered, never backwards, never skipping, never after a
 * cancellation. The order's status follows its shipments. Pure rules, shared by the API and the apps.
 */
import { ORDER_STATUS, type OrderStatus } from 'shared-lib/domain/core';

/** A shipment uses the order status numbers: 1 Processing, 2 Shipped, 3 Delivered, 4 Cancelled. */
export const SHIPMENT_STATUS = ORDER_STATUS;
export type ShipmentStatus = OrderStatus;

/** The seller moves a shipment with one of these actions. */
export const SHIPMENT_ACTIONS = ['ship', 'deliver'] as const;
export type ShipmentAction = (typeof SHIPMENT_ACTIONS)[number];

export const SHIPMENT_LIMITS = { courierMin: 2, courierMax: 60, trackingMin: 4, trackingMax: 40 } as const;
/** Letters, digits and '-' (what couriers print on their labels). */
export const TRACKING_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]*$/;

export const SHIPMENT_MESSAGES = {
  shipmentNotFound: 'Shipment not found',
  courierMandatory: `The courier name is mandatory (${SHIPMENT_LIMITS.courierMin} to ${SHIPMENT_LIMITS.courierMax} characters).`,
  trackingNumberMandatory: `The tracking number is mandatory (${SHIPMENT_LIMITS.trackingMin} to ${SHIPMENT_LIMITS.trackingMax} letters, digits or -).`,
  orderCancelled: 'This order was cancelled, so it cannot be shipped or delivered',
  orderUnpaid: 'This order is not paid yet, so it cannot be shipped',
  orderUnconfirmed: 'The buyer has not confirmed this guest order yet, so it cannot be shipped',
  alreadyShipped: 'This shipment has already been shipped',
  alreadyDelivered: 'This shipment has already been delivered',
  shipFirst: 'This shipment has not been shipped yet: ship it before marking it delivered',
  shipped: 'Shipment marked as shipped',
  delivered: 'Shipment marked as delivered',
  cannotCancelShipped: 'This order can no longer be cancelled because part of it has already shipped',
  productOffSale: 'Product taken off sale',
  productOnSale: 'Product back on sale',
  notOnSale: 'is no longer on sale. Please remove it from your cart to proceed.',
  stockOutOfBounds: 'The stock cannot go below 0 or above the stock limit',
  stockChangedMeanwhile: 'The stock changed while you were editing (an order came in). Please reload the product and try again.',
  stockChanged: 'Stock updated',
} as const;

/** The status an action moves a shipment to, and the one it must be in. */
export const SHIPMENT_MOVES: Record<ShipmentAction, { from: ShipmentStatus; to: ShipmentStatus }> = {
  ship: { from: SHIPMENT_STATUS.processing, to: SHIPMENT_STATUS.shipped },
  deliver: { from: SHIPMENT_STATUS.shipped, to: SHIPMENT_STATUS.delivered },
};

/** Why an action cannot apply to a shipment in `status` (null when it can). */
export function shipmentMoveProblem(action: ShipmentAction, status: number): string | null {
  if (status === SHIPMENT_STATUS.cancelled) return SHIPMENT_MESSAGES.orderCancelled;
  if (status === SHIPMENT_MOVES[action].from) return null;
  if (status === SHIPMENT_STATUS.delivered) return SHIPMENT_MESSAGES.alreadyDelivered;
  if (action === 'ship') return SHIPMENT_MESSAGES.alreadyShipped;
  return SHIPMENT_MESSAGES.shipFirst;
}

/**
 * The order's status from its shipments' statuses: Delivered when every one is delivered, Shipped when every
 * one has shipped (delivered ones count as shipped), otherwise Processing. A cancelled order stays cancelled.
 */
export function orderStatusFromShipments(orderStatus: number, shipmentStatuses: readonly number[]): OrderStatus {
  if (orderStatus === ORDER_STATUS.cancelled || shipmentStatuses.length === 0) return orderStatus as OrderStatus;
  // a shipment its seller cancelled no longer decides the order; when every one is cancelled, so is the order
  const open = shipmentStatuses.filter((s) => s !== SHIPMENT_STATUS.cancelled);
  if (open.length === 0) return ORDER_STATUS.cancelled;
  if (open.every((s) => s === SHIPMENT_STATUS.delivered)) return ORDER_STATUS.delivered;
  if (open.every((s) => s === SHIPMENT_STATUS.shipped || s === SHIPMENT_STATUS.delivered)) return ORDER_STATUS.shipped;
  return ORDER_STATUS.processing;
}

/** A patient may cancel only while none of the order's shipments has left the seller. */
export function canCancelWithShipments(shipmentStatuses: readonly number[]): boolean {
  return !shipmentStatuses.some((s) => s === SHIPMENT_STATUS.shipped || s === SHIPMENT_STATUS.delivered);
}

/** 'YYYY-MM' of a date in India (the dashboard's "this month"). */
export function indianMonthOf(date: Date): string {
  const ist = new Date(date.getTime() + 330 * 60_000);
  return ist.toISOString().slice(0, 7);
}

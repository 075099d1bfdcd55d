import { canCancelWithShipments, indianMonthOf, ORDER_STATUS, orderStatusFromShipments, SHIPMENT_MESSAGES as M, shipmentMoveProblem } from './index';

describe('shipment moves', () => {
  it('allows only Processing -> Shipped -> Delivered', () => {
    expect(shipmentMoveProblem('ship', 1)).toBeNull();
    expect(shipmentMoveProblem('deliver', 2)).toBeNull();
    expect(shipmentMoveProblem('deliver', 1)).toBe(M.shipFirst);
    expect(shipmentMoveProblem('ship', 2)).toBe(M.alreadyShipped);
    expect(shipmentMoveProblem('ship', 3)).toBe(M.alreadyDelivered);
    expect(shipmentMoveProblem('deliver', 3)).toBe(M.alreadyDelivered);
    expect(shipmentMoveProblem('ship', 4)).toBe(M.orderCancelled);
  });
});

describe('order status from shipments', () => {
  it('is Shipped when every shipment has shipped, Delivered when every one is delivered', () => {
    expect(orderStatusFromShipments(1, [1, 2])).toBe(ORDER_STATUS.processing);
    expect(orderStatusFromShipments(1, [2, 3])).toBe(ORDER_STATUS.shipped);
    expect(orderStatusFromShipments(2, [3, 3])).toBe(ORDER_STATUS.delivered);
    expect(orderStatusFromShipments(4, [3, 3])).toBe(ORDER_STATUS.cancelled);
  });

  it('lets the buyer cancel only while nothing has shipped', () => {
    expect(canCancelWithShipments([1, 1])).toBe(true);
    expect(canCancelWithShipments([1, 2])).toBe(false);
    expect(canCancelWithShipments([3])).toBe(false);
  });

  it("takes this month in India's time zone", () => {
    expect(indianMonthOf(new Date('2026-11-30T18:29:00Z'))).toBe('2026-11');
    expect(indianMonthOf(new Date('2026-11-30T18:31:00Z'))).toBe('2026-12');
  });
});

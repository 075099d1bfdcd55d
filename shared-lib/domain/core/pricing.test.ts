import { computeTotals, couponDiscount, gstFor, isCouponValid, shippingFor } from './pricing';

describe('shipping', () => {
  it('charges 50 under 500 and nothing from 500', () => {
    expect(shippingFor(499)).toBe(50);
    expect(shippingFor(500)).toBe(0);
    expect(shippingFor(0)).toBe(0);
  });
});

describe('GST', () => {
  it('is 18% rounded to a whole rupee', () => {
    expect(gstFor(549)).toBe(99); // 98.82
    expect(gstFor(525)).toBe(95); // 94.5 rounds up
    expect(gstFor(1000)).toBe(180);
  });
});

describe('totals', () => {
  it('adds shipping below 500 and GST on subtotal plus shipping', () => {
    expect(computeTotals([{ sales_price: 499, quantity: 1 }])).toEqual({
      subtotal: 499, shipping: 50, discount: 0, total: 549, tax: 99, orderTotal: 648,
    });
  });
  it('ships free at exactly 500', () => {
    expect(computeTotals([{ sales_price: 250, quantity: 2 }])).toEqual({
      subtotal: 500, shipping: 0, discount: 0, total: 500, tax: 90, orderTotal: 590,
    });
  });
  it('takes a flat coupon (type 1) off the total before GST', () => {
    const totals = computeTotals([{ sales_price: 600, quantity: 1 }], { discount: 100, discount_type: 1 });
    expect(totals).toMatchObject({ discount: 100, total: 500, tax: 90, orderTotal: 590 });
  });
  it('treats any other coupon type as a percent of the subtotal, rounded', () => {
    expect(couponDiscount({ discount: 10, discount_type: 2 }, 1255)).toBe(126); // 125.5
    expect(couponDiscount({ discount: 15, discount_type: 3 }, 1000)).toBe(150);
  });
  it('never discounts below zero', () => {
    expect(couponDiscount({ discount: 900, discount_type: 1 }, 300)).toBe(300);
  });
});

describe('coupon validity', () => {
  it('accepts a coupon on its expiry date and refuses it the day after', () => {
    expect(isCouponValid({ expire_date: '2026-11-20' }, '2026-11-20')).toBe(true);
    expect(isCouponValid({ expire_date: '2026-11-20' }, '2026-11-21')).toBe(false);
  });
  it('treats an empty or missing date as no expiry', () => {
    expect(isCouponValid({ expire_date: '' }, '2099-01-01')).toBe(true);
    expect(isCouponValid({ expire_date: null }, '2099-01-01')).toBe(true);
  });
});

import {
  commissionBpFor,
  DEFAULT_PAYOUT_RATES,
  istMonth,
  istMonthBounds,
  nextPayoutAt,
  payoutPeriodEnd,
  percentToBasisPoints,
  returnEntryAmounts,
  roundedRatio,
  saleEntryAmounts,
  shareOf,
  splitTcs,
  statementTotals,
  sumEntries,
} from './payouts';

describe('rounding rule 1: a rate of an amount, to the nearest paisa, halves away from zero', () => {
  test.each([
    [100_00, 1000, 10_00],
    [1_05, 50, 1], // 0.525 -> 1
    [1_00, 50, 1], // 0.5 -> 1 (half away from zero)
    [99, 50, 0], // 0.495 -> 0
    [-1_00, 50, -1],
    [12_345, 1800, 2_222], // 2222.1
    [0, 1800, 0],
  ])('%i paise at %i bp = %i', (amount, bp, expected) => {
    expect(shareOf(amount, bp)).toBe(expected);
  });

  test('roundedRatio keeps integers and signs', () => {
    expect(roundedRatio(5, 2)).toBe(3);
    expect(roundedRatio(-5, 2)).toBe(-3);
    expect(roundedRatio(4, 3)).toBe(1);
    expect(Object.is(roundedRatio(0, 7), 0)).toBe(true);
  });
});

test('percentages from the configuration become basis points exactly, or are refused', () => {
  expect(percentToBasisPoints('0.5')).toBe(50);
  expect(percentToBasisPoints('0.1')).toBe(10);
  expect(percentToBasisPoints('12.25')).toBe(1225);
  expect(percentToBasisPoints('10')).toBe(1000);
  for (const bad of ['', 'abc', '0.125', '-1', '101', '1e2']) expect(percentToBasisPoints(bad)).toBeNull();
});

test('commission: the category table, else the default', () => {
  expect(commissionBpFor('Skin & Hair', DEFAULT_PAYOUT_RATES)).toBe(1200);
  expect(commissionBpFor('Digestion', DEFAULT_PAYOUT_RATES)).toBe(1000);
  expect(commissionBpFor(null, DEFAULT_PAYOUT_RATES)).toBe(1000);
});

describe('a delivered line', () => {
  test('₹520.00 at 10 % commission: GST 18 %, commission, its GST, TCS 0.5 %, TDS 0.1 % and the net', () => {
    expect(saleEntryAmounts(520_00, 1000, DEFAULT_PAYOUT_RATES)).toEqual({
      taxable: 520_00,
      gst: 93_60,
      commission: 52_00,
      commissionGst: 9_36,
      tcs: 2_60,
      tds: 52,
      net: 520_00 + 93_60 - 52_00 - 9_36 - 2_60 - 52,
    });
  });

  test('odd amounts round each figure once: ₹95.00 at 12.5 %', () => {
    const e = saleEntryAmounts(95_00, 1250, { tcsBp: 50, tdsBp: 10 });
    // 1187.5 -> 1188; 18 % of 1188 = 213.84 -> 214; 47.5 -> 48; 9.5 -> 10; 1710
    expect(e).toMatchObject({ commission: 1188, commissionGst: 214, tcs: 48, tds: 10, gst: 1710 });
    expect(e.net).toBe(9500 + 1710 - 1188 - 214 - 48 - 10);
  });
});

describe('rounding rule 3: returns', () => {
  const sale = saleEntryAmounts(3 * 33_33, 1000, DEFAULT_PAYOUT_RATES);

  test('a return is the negative cumulative share; every unit back gives back the sale to the paisa', () => {
    const first = returnEntryAmounts(sale, 3, 0, 1);
    const second = returnEntryAmounts(sale, 3, 1, 1);
    const third = returnEntryAmounts(sale, 3, 2, 1);
    expect(first.taxable).toBe(-33_33);
    expect(sumEntries([sale, first, second, third])).toEqual({ taxable: 0, gst: 0, commission: 0, commissionGst: 0, tcs: 0, tds: 0, net: 0 });
    const together = returnEntryAmounts(sale, 3, 0, 3);
    expect(sumEntries([sale, together]).net).toBe(0);
  });

  test('never more than was delivered', () => {
    expect(() => returnEntryAmounts(sale, 3, 2, 2)).toThrow(RangeError);
    expect(() => returnEntryAmounts(sale, 3, 0, 0)).toThrow(RangeError);
  });
});

describe('statements', () => {
  const a = saleEntryAmounts(1000_00, 1000, DEFAULT_PAYOUT_RATES);
  const b = saleEntryAmounts(200_00, 800, DEFAULT_PAYOUT_RATES);
  const back = returnEntryAmounts(b, 1, 0, 1);

  test('opening + entries = net payable + closing; sales, returns and deductions add up to the entries', () => {
    const totals = statementTotals(0, [a, b, back]);
    expect(totals.sales).toBe(1000_00 + 180_00 + 200_00 + 36_00);
    expect(totals.returns).toBe(-(200_00 + 36_00));
    expect(totals.sales + totals.returns - totals.deductions).toBe(sumEntries([a, b, back]).net);
    expect(totals.netPayable).toBe(a.net);
    expect(totals.closing).toBe(0);
  });

  test('returns that outweigh sales leave a negative balance carried to the next statement, nothing paid', () => {
    const totals = statementTotals(0, [back]);
    expect(totals.netPayable).toBe(0);
    expect(totals.closing).toBe(back.net);
    const next = statementTotals(totals.closing, [a]);
    expect(next.netPayable).toBe(a.net + back.net);
    expect(next.closing).toBe(0);
  });
});

describe('the payout week and months (India time)', () => {
  test('weeks end on Monday 00:00 IST (Sunday 18:30 UTC)', () => {
    expect(payoutPeriodEnd(new Date('2026-11-27T08:00:00Z')).toISOString()).toBe('2026-11-22T18:30:00.000Z');
    expect(payoutPeriodEnd(new Date('2026-11-22T18:30:00Z')).toISOString()).toBe('2026-11-22T18:30:00.000Z');
    expect(payoutPeriodEnd(new Date('2026-11-22T18:29:59Z')).toISOString()).toBe('2026-11-15T18:30:00.000Z');
    expect(nextPayoutAt(new Date('2026-11-27T08:00:00Z')).toISOString()).toBe('2026-11-29T18:30:00.000Z');
  });

  test('a month in India time', () => {
    expect(istMonth(new Date('2026-11-30T19:00:00Z'))).toBe('2026-12');
    expect(istMonthBounds('2026-12')).toEqual({ from: new Date('2026-11-30T18:30:00Z'), to: new Date('2026-12-31T18:30:00Z') });
  });
});

test('TCS within the state is CGST + SGST halves (odd paisa to SGST), else IGST', () => {
  expect(splitTcs(261, true)).toEqual({ cgst: 130, sgst: 131, igst: 0 });
  expect(splitTcs(261, false)).toEqual({ cgst: 0, sgst: 0, igst: 261 });
});

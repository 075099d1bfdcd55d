import { parsePincodeList, salesPriceOf, wholeNumberIn } from './seller-products';

it('computes the sales price from the regular price and the discount percent, in whole rupees', () => {
  expect(salesPriceOf(250, 0)).toBe(250);
  expect(salesPriceOf(250, 10)).toBe(225);
  expect(salesPriceOf(333, 15)).toBe(283);
  expect(salesPriceOf(199, 33)).toBe(133);
});

it('reads whole numbers in bounds only', () => {
  expect(wholeNumberIn('40', 0, 100)).toBe(40);
  expect(wholeNumberIn(' 0 ', 0, 100)).toBe(0);
  for (const bad of ['', '-1', '1.5', '1e3', '101', 'abc', '0x10']) expect(wholeNumberIn(bad, 0, 100)).toBeNull();
});

it('reads comma-separated 6-digit delivery pincodes; empty means everywhere', () => {
  expect(parsePincodeList('560001, 110001,560001')).toEqual(['560001', '110001']);
  expect(parsePincodeList(' ')).toEqual([]);
  expect(parsePincodeList('560001,11000')).toBeNull();
  expect(parsePincodeList('5600011')).toBeNull();
  expect(parsePincodeList(Array.from({ length: 101 }, (_, i) => String(500000 + i)).join(','))).toBeNull();
});

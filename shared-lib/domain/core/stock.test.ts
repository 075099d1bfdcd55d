import { clampQuantity, stockBadgeText } from './stock';

describe('stock badge', () => {
  it.each([
    [0, 'Out of stock'],
    [1, '1 items left'],
    [4, '4 items left'],
    [5, 'In stock'],
    [120, 'In stock'],
  ])('shows %i as %s', (quantity, text) => expect(stockBadgeText(quantity)).toBe(text));
});

describe('quantity bounds', () => {
  it('stays between 1 and the stock and the maximum', () => {
    expect(clampQuantity(0, 8, 10)).toBe(1);
    expect(clampQuantity(12, 8, 10)).toBe(8);
    expect(clampQuantity(12, 50, 10)).toBe(10);
  });
});

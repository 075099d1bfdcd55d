import { priceRangeForBands } from './catalogue';

describe('price bands (spec section 9)', () => {
  it.each([
    [['below-500'], 0, 500],
    [['500-1000'], 500, 1000],
    [['above-1000'], 1000, 100000],
    [['below-500', '500-1000'], 0, 1000],
    [['500-1000', 'above-1000'], 500, 100000],
    [['below-500', '500-1000', 'above-1000'], 0, 100000],
    [[], 0, 100000],
  ])('maps %j to %i-%i', (bands, min, max) => expect(priceRangeForBands(bands)).toEqual({ min, max }));
});

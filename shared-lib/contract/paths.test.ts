import { cartPaths, orderPaths, productPaths, urlOf } from './index';

describe('urlOf', () => {
  it('fills the path parameters and drops the leading slash (relative to the api base)', () => {
    expect(urlOf(cartPaths.list)).toBe('cart/cartList');
    expect(urlOf(cartPaths.deleteLine, { id: 3 })).toBe('cart/delete/3');
    expect(urlOf(orderPaths.track, { uniqueId: 'AYB 1/2', userId: 7 })).toBe('order/getOrderDetailsByOrderUniqueId/AYB%201%2F2/7');
  });

  it('keeps comma-joined id lists readable', () => {
    expect(urlOf(productPaths.locations, { productIds: '11,12', location: '560001' })).toBe('product-locations/getByProductAndLocation/11,12/560001');
  });
});

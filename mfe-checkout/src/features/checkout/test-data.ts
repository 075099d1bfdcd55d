/** Checkout test data (rendering goes through renderWithStore from shared-lib/testing). */
export const GUEST_CART = [
  { id: 11, product_name: 'Ashwagandha Tablets', quantity: 2, sales_price: 200, product_image: '/uploads/a.png', seller_id: 1 },
  { id: 12, product_name: 'Triphala Churna', quantity: 1, sales_price: 99, product_image: '/uploads/b.png', seller_id: 1 },
];

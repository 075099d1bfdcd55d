import { CheckoutPage } from '../features/checkout/CheckoutPage';

/** Route home/buy-medicine/product/checkout. */
export default function Checkout() {
  return <CheckoutPage />;
}

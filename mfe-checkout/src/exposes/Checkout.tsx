import type { ComponentType } from 'react';
import type { RemoteModuleProps } from 'shared-lib/contract';
import { CheckoutPage } from '../features/checkout/CheckoutPage';

/** Route home/buy-medicine/product/checkout. */
function Checkout() {
  return <CheckoutPage />;
}

const exposed: ComponentType<RemoteModuleProps<'checkout', './Checkout'>> = Checkout;
export default exposed;

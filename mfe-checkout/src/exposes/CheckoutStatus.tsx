import { CheckoutStatusPage } from '../features/status/CheckoutStatusPage';

/** Route checkout-status/{status}. */
export default function CheckoutStatus() {
  return <CheckoutStatusPage />;
}

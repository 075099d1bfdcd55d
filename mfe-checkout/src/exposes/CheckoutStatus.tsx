import type { ComponentType } from 'react';
import type { RemoteModuleProps } from 'shared-lib/contract';
import { CheckoutStatusPage } from '../features/status/CheckoutStatusPage';

/** Route checkout-status/{status}. */
function CheckoutStatus() {
  return <CheckoutStatusPage />;
}

const exposed: ComponentType<RemoteModuleProps<'checkout', './CheckoutStatus'>> = CheckoutStatus;
export default exposed;

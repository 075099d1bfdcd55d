import type { ComponentType } from 'react';
import type { RemoteModuleProps } from 'shared-lib/contract';
import { GuestConfirmPage } from '../features/confirm/GuestConfirmPage';

/** Route order/confirm?order=…&token=… (the confirmation mail's link). */
function GuestConfirm() {
  return <GuestConfirmPage />;
}

const exposed: ComponentType<RemoteModuleProps<'checkout', './GuestConfirm'>> = GuestConfirm;
export default exposed;

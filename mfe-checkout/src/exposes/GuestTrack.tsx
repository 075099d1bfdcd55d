import type { ComponentType } from 'react';
import type { RemoteModuleProps } from 'shared-lib/contract';
import { GuestTrackPage } from '../features/track/GuestTrackPage';

/** Route order/track (?order=… from the guest mails): Track an order with its ID and the order's e-mail or mobile. */
function GuestTrack() {
  return <GuestTrackPage />;
}

const exposed: ComponentType<RemoteModuleProps<'checkout', './GuestTrack'>> = GuestTrack;
export default exposed;

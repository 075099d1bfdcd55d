import type { ComponentType } from 'react';
import type { RemoteModuleProps } from 'shared-lib/contract';
import { BookingStatusPage } from '../features/doctor-page/BookingStatusPage';

/** Route consultations/booking/:id/:status. */
function BookingStatus() {
  return <BookingStatusPage />;
}

const exposed: ComponentType<RemoteModuleProps<'doctor', './BookingStatus'>> = BookingStatus;
export default exposed;

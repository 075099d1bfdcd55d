import type { ComponentType } from 'react';
import type { RemoteModuleProps } from 'shared-lib/contract';
import { RoomPage } from '../features/room/RoomPage';

/** Route consult/:id: the consultation room, for the appointment's patient and doctor. */
function ConsultationRoom() {
  return <RoomPage />;
}

const exposed: ComponentType<RemoteModuleProps<'doctor', './ConsultationRoom'>> = ConsultationRoom;
export default exposed;

/** The logged-in doctor's id from the session token (spec section 6: loaded by id from the token), or null. */
import { selectUser, useAppSelector } from 'shared-lib/store';

export function useSessionDoctorId(): number | null {
  const user = useAppSelector(selectUser);
  return user?.type === 'doctor' ? user.id : null;
}

/** Starting and ending a session: browser storage and the store change together. */
import { clearSession, saveSession } from 'shared-lib/http';
import { apiStateReset, type AppDispatch } from './create-store';
import { guestCartReloaded } from './guest-cart-slice';
import { sessionEnded, sessionStarted } from './session-slice';

export function startSession(dispatch: AppDispatch, token: string) {
  const session = saveSession(token);
  dispatch(sessionStarted(session));
  dispatch(apiStateReset());
  return session;
}

export function endSession(dispatch: AppDispatch) {
  clearSession();
  dispatch(sessionEnded());
  dispatch(guestCartReloaded());
  dispatch(apiStateReset());
}

import { setSessionExpiredHandler } from 'shared-lib/http';
import { endSession, type AppDispatch } from 'shared-lib/store/core';
import { showSessionExpired } from 'shared-lib/ui/core';
import { readSession } from 'shared-lib/http';

/**
 * A 401 while a token is stored shows 'Session Expired' with a single Login button. Login then ends the
 * stale session and opens the login screen of the same role, so the user is not left with a dead token.
 */
export function installSessionExpiredDialog(dispatch: AppDispatch): void {
  setSessionExpiredHandler(() => {
    const type = readSession()?.user.type ?? 'patient';
    void showSessionExpired().then(() => {
      endSession(dispatch);
      window.location.hash = `#/${type}/login`;
    });
  });
}

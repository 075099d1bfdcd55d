/**
 * Work that follows a successful login, registered by whoever owns it (for example the guest cart
 * merge into the patient's server cart). Each hook failing must not block the login.
 */
import type { AppDispatch } from 'shared-lib/store/core';

type AfterLoginHook = (dispatch: AppDispatch) => Promise<void>;
const hooks: AfterLoginHook[] = [];

export function onAfterLogin(hook: AfterLoginHook): void {
  hooks.push(hook);
}

export async function runAfterLoginHooks(dispatch: AppDispatch): Promise<void> {
  for (const hook of hooks) {
    try {
      await hook(dispatch);
    } catch (error) {
      console.error('After-login step failed', error);
    }
  }
}

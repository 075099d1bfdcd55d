/** Where a guest goes back to after logging in as a patient (the doctor page with the chosen slot). */
const KEY = 'returnAfterPatientLogin';

export function rememberReturnPath(path: string): void {
  window.sessionStorage.setItem(KEY, path);
}

/** The remembered in-app path, once; anything that is not an in-app path is ignored. */
export function takeReturnPath(): string | null {
  const path = window.sessionStorage.getItem(KEY);
  window.sessionStorage.removeItem(KEY);
  return path && path.startsWith('/') && !path.startsWith('//') ? path : null;
}

/**
 * Whether the API can be reached, as the shared axios instance last saw it: a request with no answer
 * (connection refused, timeout) or a 502/503/504 from the proxy marks it down; any answer from the API
 * marks it up again. The shell shows a notice while it is down and retries (shell/src/layout/ConnectionNotice).
 */
type Listener = (reachable: boolean) => void;

let reachable = true;
const listeners = new Set<Listener>();

export function isServerReachable(): boolean {
  return reachable;
}

export function reportServerReachable(value: boolean): void {
  if (value === reachable) return;
  reachable = value;
  listeners.forEach((listener) => listener(value));
}

/** Calls the listener on every change; returns the unsubscribe function. */
export function onServerReachableChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** No answer at all, or the proxy saying the API behind it is down or restarting. */
export function meansServerDown(error: { response?: { status?: number }; code?: string }): boolean {
  const status = error.response?.status;
  if (status === undefined) return error.code !== 'ERR_CANCELED';
  return status === 502 || status === 503 || status === 504;
}

/**
 * The worker's record, per page (client id), of "this page shows saved data, from when" (issue 32). Kept in
 * the worker so the notice is never lost: a page that starts listening after the worker answered from its
 * cache asks for its state (SAVED_DATA_STATE) and gets it. A fresh answer clears the state only when it
 * really came from the network and its request started after the saved answer was given: a request still
 * in flight when the network dropped does not clear it.
 */
export interface SavedState {
  /** when the oldest saved answer on the page was saved (ms since the epoch) */
  savedAt: number;
  /** when the worker last answered the page from saved data */
  markedAt: number;
}

/** Pages remembered at most (the oldest forgotten first). */
const PAGES_MAX = 50;

export class SavedDataLedger {
  private readonly pages = new Map<string, SavedState>();

  /** The page got a saved answer: its state, keeping the oldest saved time. */
  saved(clientId: string, savedAt: number, now: number): SavedState {
    const before = this.pages.get(clientId);
    const state = { savedAt: before ? Math.min(before.savedAt, savedAt) : savedAt, markedAt: now };
    this.pages.delete(clientId);
    this.pages.set(clientId, state);
    for (const oldest of this.pages.keys()) {
      if (this.pages.size <= PAGES_MAX) break;
      this.pages.delete(oldest);
    }
    return state;
  }

  /** The page got a network answer to a request started at `startedAt`: true when that cleared its state. */
  fresh(clientId: string, startedAt: number): boolean {
    const state = this.pages.get(clientId);
    if (!state || startedAt < state.markedAt) return false;
    this.pages.delete(clientId);
    return true;
  }

  stateOf(clientId: string): SavedState | null {
    return this.pages.get(clientId) ?? null;
  }
}

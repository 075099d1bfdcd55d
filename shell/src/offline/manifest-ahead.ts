/**
 * The remote manifest asked ahead (issue 32). A page the worker answers from its cache makes the shell ask
 * `/remotes.json` before it loads any remote (cached-page.ts); the worker starts that request from the
 * network at once, with the page, and gives its answer to the shell's request, so the round trip runs while
 * the shell's code loads instead of after it. Only the network's answer of that very page load, taken once
 * and within MANIFEST_AHEAD_MAX_AGE_MS: a release or a rollback is still what runs.
 */
export const MANIFEST_AHEAD_MAX_AGE_MS = 10000;

export class ManifestAhead {
  private ahead: { at: number; answer: Promise<Response> } | null = null;

  /** A page was answered from the cache: ask the manifest now. */
  start(ask: () => Promise<Response>, now: number): void {
    const answer = ask();
    answer.catch(() => undefined);
    this.ahead = { at: now, answer };
  }

  /** The answer asked for the page that now asks the manifest (once), with when it was asked; null when none is recent. */
  take(now: number): { at: number; answer: Promise<Response> } | null {
    const ahead = this.ahead;
    this.ahead = null;
    return ahead && now >= ahead.at && now - ahead.at <= MANIFEST_AHEAD_MAX_AGE_MS ? ahead : null;
  }
}

/**
 * How the store's cart and wishlist hooks talk to the user (toasts). shared-lib/ui registers nothing
 * here itself (ui already imports the store, so the store must not import ui): the shell's layout and
 * each standalone page call `registerStoreFeedback(notify)` once. Without a registration messages go
 * to the console, never lost silently.
 */
export interface StoreFeedback {
  success(message: string, title?: string): unknown;
  info(message: string, title?: string): unknown;
  warning(message: string, title?: string): unknown;
  error(message: string, title?: string): unknown;
}

const consoleFeedback: StoreFeedback = {
  success: (m, t) => console.info(t ?? '', m),
  info: (m, t) => console.info(t ?? '', m),
  warning: (m, t) => console.warn(t ?? '', m),
  error: (m, t) => console.error(t ?? '', m),
};

let current: StoreFeedback = consoleFeedback;

export function registerStoreFeedback(feedback: StoreFeedback): void {
  current = feedback;
}

export function feedback(): StoreFeedback {
  return current;
}

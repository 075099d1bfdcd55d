/** Remote health reports (the shapes and paths are in shared-lib/contract/client-errors.ts). */
export const REMOTE_NAMES = ['storefront', 'checkout', 'patient', 'doctor', 'seller'] as const;
/** Longest message kept; the shell cuts longer ones before sending. */
export const CLIENT_ERROR_MESSAGE_MAX = 300;

/**
 * An error message from a visitor's browser may quote a token, an email or a phone number: replace them
 * before the message leaves the browser and again on the server, and cut it to a bounded length.
 */
export function scrubErrorMessage(message: string, max = CLIENT_ERROR_MESSAGE_MAX): string {
  const scrubbed = message
    .replace(/\beyJ[\w-]+\.[\w-]+\.[\w-]*/g, '[token]')
    .replace(/\bBearer\s+\S+/gi, 'Bearer [token]')
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '[email]')
    .replace(/\d{6,}/g, '[number]')
    .replace(/\s+/g, ' ')
    .trim();
  return scrubbed.length > max ? `${scrubbed.slice(0, max - 1)}…` : scrubbed;
}

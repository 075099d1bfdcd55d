/**
 * The local mailbox holds every reset link. It checked the socket's address but not the Host header, so a page
 * whose DNS name is rebound to 127.0.0.1 could read it from the visitor's own browser (issue 24). A request is
 * answered only when its Host names this computer (localhost, *.localhost, a loopback address) or the shop's
 * configured address (PUBLIC_URL, or HOST when it names one interface).
 */
export const FOREIGN_HOST_MESSAGE = 'The local mailbox answers requests for localhost or the configured host only.';

/** The host name of a Host header value, lower-cased, without port or IPv6 brackets. */
export function hostName(header: string | undefined): string {
  const value = (header ?? '').trim().toLowerCase();
  if (value.startsWith('[')) return value.slice(1, value.indexOf(']') > 0 ? value.indexOf(']') : undefined);
  return value.replace(/:\d*$/, '');
}

function isLoopback(name: string): boolean {
  return name === 'localhost' || name.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(name) || name === '::1' || name === '::ffff:127.0.0.1';
}

export function isLocalOrConfiguredHost(header: string | undefined, config: { publicUrl: string; host?: string }): boolean {
  const name = hostName(header);
  if (!name) return false;
  if (isLoopback(name)) return true;
  let configured = '';
  try {
    configured = new URL(config.publicUrl).hostname.toLowerCase().replace(/^\[|\]$/g, '');
  } catch {
    configured = '';
  }
  const listen = (config.host ?? '').toLowerCase();
  return name === configured || (listen !== '' && listen !== '0.0.0.0' && listen !== '::' && name === listen);
}

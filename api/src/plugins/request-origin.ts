/**
 * The origin a browser's request came from (its Origin header, else its Referer's origin), trusted only when
 * it names the host the request was sent to: a shop opened at 127.0.0.1, a LAN address or its public name is
 * sent back there. Any other value (a foreign site, a missing header) gives `fallback` (PUBLIC_URL).
 */
import type { FastifyRequest } from 'fastify';

function originOf(value: string | undefined): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

export function requestOrigin(request: FastifyRequest, fallback: string): string {
  const claimed = originOf(request.headers.origin) ?? originOf(request.headers.referer);
  if (claimed && claimed.host.toLowerCase() === request.host.toLowerCase()) return claimed.origin;
  return fallback.replace(/\/+$/, '');
}

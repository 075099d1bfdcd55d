/** The public postal service (https://api.postalpincode.in/pincode/{pincode}); answers a list whose first item is the result. */
import type { PincodeLookupResult } from 'shared-lib/contract';
import { PINCODE_PATTERN } from 'shared-lib/domain';
import { NOT_SIX_DIGITS, type PostalService } from './types';

export const PUBLIC_POSTAL_BASE = 'https://api.postalpincode.in';

export interface PublicPostalOptions {
  baseUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export function createPublicPostalService(options: PublicPostalOptions = {}): PostalService {
  const baseUrl = (options.baseUrl ?? PUBLIC_POSTAL_BASE).replace(/\/$/, '');
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 5000;
  return {
    name: 'public',
    async lookup(pincode: string): Promise<PincodeLookupResult> {
      if (!PINCODE_PATTERN.test(pincode)) return NOT_SIX_DIGITS;
      let response: Response;
      try {
        response = await doFetch(`${baseUrl}/pincode/${pincode}`, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
      } catch {
        return { Status: 'Error', Message: 'The postal service cannot be reached. Please try again later.', PostOffice: null };
      }
      if (!response.ok) return { Status: 'Error', Message: `The postal service answered ${response.status}`, PostOffice: null };
      const body = (await response.json().catch(() => null)) as unknown;
      const first = Array.isArray(body) ? (body[0] as Record<string, unknown> | undefined) : undefined;
      if (!first || typeof first.Status !== 'string') return { Status: 'Error', Message: 'The postal service gave an unreadable answer', PostOffice: null };
      const offices = Array.isArray(first.PostOffice) ? (first.PostOffice as PincodeLookupResult['PostOffice']) : null;
      const ok = first.Status === 'Success' && offices && offices.length > 0;
      return {
        Status: ok ? 'Success' : 'Error',
        Message: typeof first.Message === 'string' ? first.Message : ok ? '' : 'No records found',
        PostOffice: ok ? offices : null,
      };
    },
  };
}

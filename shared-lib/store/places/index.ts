/** The postal look-up at /pincode (contract: places), beside /api at the site root. */
import type { PincodeLookupResult, PincodeResponse } from 'shared-lib/contract';
import { pincodePaths, urlOf } from 'shared-lib/contract/paths';
import { checkPincodeAgainstCity, isSixDigitPincode, MESSAGES, type PincodeVerdict } from 'shared-lib/domain';
import { siteBase } from 'shared-lib/http';
import { api } from '../api';

export const placesApi = api.injectEndpoints({
  endpoints: (build) => ({
    lookupPincode: build.query<PincodeLookupResult | null, string>({
      query: (pincode) => ({ url: urlOf(pincodePaths.lookup, { pincode }), baseURL: siteBase() || '/' }),
      transformResponse: (body: PincodeResponse) => body?.[0] ?? null,
    }),
  }),
});

export const { useLookupPincodeQuery, useLazyLookupPincodeQuery } = placesApi;

export const PINCODE_UNCHECKED = 'The pincode could not be checked right now. Please try again.';

/**
 * The pincode check of spec section 5 as a promise, for form schemas (seller sign-up): only exactly 6
 * digits are looked up (through the cached lookupPincode query); otherwise the check passes.
 */
export async function verifyPincode(dispatch: (action: unknown) => unknown, pincode: string, cityName: string): Promise<PincodeVerdict> {
  if (!isSixDigitPincode(pincode)) return { ok: true };
  const request = dispatch(placesApi.endpoints.lookupPincode.initiate(pincode)) as { unwrap(): Promise<PincodeLookupResult | null>; unsubscribe(): void };
  try {
    return checkPincodeAgainstCity((await request.unwrap()) ?? undefined, cityName, MESSAGES.zipIncorrect);
  } catch {
    return { ok: false, message: PINCODE_UNCHECKED };
  } finally {
    request.unsubscribe();
  }
}

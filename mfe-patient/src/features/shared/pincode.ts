/** Pincode check of the address form (spec section 5) against the postal service at /pincode/{pincode}. */
import { checkPincodeAgainstCity, isSixDigitPincode, MESSAGES, type PincodeLookupResult, type PincodeVerdict } from 'shared-lib/domain';
import { appConfig, http } from 'shared-lib/http';

/** The postal route lives beside /api, at the site root. */
export function postalBase(): string {
  return appConfig().apiBase.replace(/\/api\/?$/, '');
}

export async function lookupPincode(pincode: string): Promise<PincodeLookupResult | undefined> {
  const response = await http.get<PincodeLookupResult[]>(`${postalBase()}/pincode/${pincode}`, { baseURL: '' });
  return response.data?.[0];
}

/** Only a 6-digit pincode is looked up; anything else is left to the form's own rules. */
export async function verifyPincode(pincode: string, cityName: string): Promise<PincodeVerdict> {
  if (!isSixDigitPincode(pincode)) return { ok: true };
  try {
    return checkPincodeAgainstCity(await lookupPincode(pincode), cityName, MESSAGES.zipIncorrect);
  } catch {
    return { ok: false, message: 'The pincode could not be checked right now. Please try again.' };
  }
}

/**
 * The pincode check of spec section 5 (seller sign-up and address form) against the postal service at
 * /pincode/{pincode}. One place for every app; answers are kept per pincode for the page's lifetime.
 */
import { checkPincodeAgainstCity, isSixDigitPincode, MESSAGES, type PincodeLookupResult, type PincodeVerdict } from 'shared-lib/domain';
import { http } from './client';
import { appConfig } from './config';

export const PINCODE_UNCHECKED = 'The pincode could not be checked right now. Please try again.';

/** The postal route lives beside /api, at the site root. */
export function postalBase(): string {
  return appConfig().apiBase.replace(/\/api\/?$/, '');
}

const answers = new Map<string, Promise<PincodeLookupResult | undefined>>();

export function lookupPincode(pincode: string): Promise<PincodeLookupResult | undefined> {
  const known = answers.get(pincode);
  if (known) return known;
  const answer = http.get<PincodeLookupResult[]>(`${postalBase()}/pincode/${pincode}`, { baseURL: '' }).then((response) => response.data?.[0]);
  answers.set(pincode, answer);
  answer.catch(() => answers.delete(pincode));
  return answer;
}

/** Only a 6-digit pincode is looked up; anything else is left to the form's own rules. */
export async function verifyPincode(pincode: string, cityName: string): Promise<PincodeVerdict> {
  if (!isSixDigitPincode(pincode)) return { ok: true };
  try {
    return checkPincodeAgainstCity(await lookupPincode(pincode), cityName, MESSAGES.zipIncorrect);
  } catch {
    return { ok: false, message: PINCODE_UNCHECKED };
  }
}

/** Forgets earlier answers (tests). */
export function clearPincodeAnswers(): void {
  answers.clear();
}

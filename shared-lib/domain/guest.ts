/**
 * Guest checkout rules, shared by the checkout form and the API: the contact is validated like sign-up
 * (name, e-mail, 10-digit mobile), a guest order holds at most GUEST_ORDER_UNITS_MAX units, and a guest
 * pay-on-delivery order must be confirmed from the e-mailed link before its stock is held for good.
 */
import { EMAIL_PATTERN, isValidName, PHONE_PATTERN } from './patient';

export const GUEST_ORDER_UNITS_MAX = 20;

export const GUEST_MESSAGES = {
  nameRequired: 'The name is mandatory.',
  emailRequired: 'The email is mandatory.',
  mobileRequired: 'The mobile number is mandatory.',
  invalidName: 'Please enter a valid first and last name',
  invalidEmail: 'Please enter a valid email address',
  invalidMobile: 'The mobile number must be exactly 10 digits',
  tooManyUnits: `A guest order can hold at most ${GUEST_ORDER_UNITS_MAX} items in all. Please log in to order more.`,
  confirmSent: 'Please confirm your order from the link we e-mailed you; unconfirmed orders are cancelled.',
  orderConfirmed: 'Your order is confirmed',
  confirmExpired: 'This confirmation link has expired or is not valid',
  guestOrderNotFound: 'No order matches this order number and email',
} as const;

export interface GuestContact {
  first_name?: string;
  last_name?: string;
  email?: string;
  mobile?: string;
}

/** The first problem with a guest's contact details, or null when they are fine. */
export function guestContactError(contact: GuestContact): string | null {
  const first = contact.first_name?.trim() ?? '';
  const last = contact.last_name?.trim() ?? '';
  if (!first || !last) return GUEST_MESSAGES.nameRequired;
  if (!isValidName(first) || !isValidName(last)) return GUEST_MESSAGES.invalidName;
  const email = contact.email?.trim() ?? '';
  if (!email) return GUEST_MESSAGES.emailRequired;
  if (email.length > 254 || !EMAIL_PATTERN.test(email)) return GUEST_MESSAGES.invalidEmail;
  const mobile = contact.mobile?.trim() ?? '';
  if (!mobile) return GUEST_MESSAGES.mobileRequired;
  if (!PHONE_PATTERN.test(mobile) || /^0/.test(mobile)) return GUEST_MESSAGES.invalidMobile;
  return null;
}

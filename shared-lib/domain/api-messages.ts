/**
 * Messages the API answers with that the UI shows (refusals, confirmations) and that the spec does not quote.
 * English here, the Hindi in shared-lib/domain/i18n/api-messages-hi.ts, key for key; the API picks one by the
 * caller's Accept-Language (api/src/plugins/language.ts).
 */
export const API_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  sessionExpired: 'Your session has expired. Please log in again',
  notAllowed: 'You are not allowed to do this',
  finishSignUpFirst: 'Please finish your sign-up and log in first',
  loginSuccessful: 'Login successful',
  loggedOut: 'Logged out',
  languageSaved: 'Language saved',
  cartEmptyOrder: 'Your cart is empty',
  productNotFound: 'Product not found',
  patientNotFound: 'Patient not found',
  couponNotFound: 'Coupon not found',
  addressNotFound: 'The selected address was not found',
  cityNotInState: 'The city does not belong to the chosen state',
  logInForSavedAddress: 'Please log in to use a saved address',
  logInToOrder: 'Please log in to order with your account',
  ownOrdersOnly: 'You can only place orders for your own account',
  internalError: 'Internal server error',
  requestFailed: 'Request failed',
  invalidRequest: (detail: string) => `Invalid ${detail}`,
} as const;

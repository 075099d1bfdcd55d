/**
 * Guest order rules, shared by the checkout page and the API (the contact itself is checked by
 * checkout.ts's contactErrors): a guest order holds at most GUEST_ORDER_UNITS_MAX units, and a guest
 * pay-on-delivery order must be confirmed from the e-mailed link before its stock is held for good.
 */
export const GUEST_ORDER_UNITS_MAX = 20;

export const GUEST_MESSAGES = {
  tooManyUnits: `A guest order can hold at most ${GUEST_ORDER_UNITS_MAX} items in all. Please log in to order more.`,
  confirmSent: 'Please confirm your order from the link we e-mailed you; unconfirmed orders are cancelled.',
  orderConfirmed: 'Your order is confirmed',
  alreadyConfirmed: 'This order is already confirmed',
  confirmExpired: 'This confirmation link has expired. The order was cancelled and nothing will be delivered.',
  confirmCancelled: 'This order was cancelled, so there is nothing to confirm.',
  confirmWrongToken: 'This confirmation link is not valid. Please open the link from your order e-mail exactly as it was sent.',
  confirmRateLimited: 'Too many confirmation attempts from here. Please wait a few minutes and press the button again.',
  confirmPending: 'Please check your order and press "Confirm my order" to have it delivered.',
  guestOrderNotFound: 'No order matches this order number and email',
  contactRequired: "Please enter the order's e-mail or mobile number",
  trackIntro: 'Enter your Order ID and the e-mail or mobile number you gave at checkout.',
  trackContactLabel: 'E-mail or mobile number',
  cancelConfirm: 'Cancel this order? Nothing will be delivered.',
} as const;

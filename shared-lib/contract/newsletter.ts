/** Newsletter double opt-in: POST subscribe/send-email sends a link; the subscription counts once it is confirmed. */
import { type Static, Type } from 'typebox';

export const SUBSCRIBE_PATH = '/subscribe/send-email';
export const CONFIRM_SUBSCRIPTION_PATH = '/subscribe/confirm';

export const SubscribeBody = Type.Object({ email: Type.String({ maxLength: 254 }) });
export type SubscribeRequest = Static<typeof SubscribeBody>;

export const ConfirmSubscriptionBody = Type.Object({ token: Type.String({ minLength: 20, maxLength: 200, pattern: '^[A-Za-z0-9_-]+$' }) });
export type ConfirmSubscriptionRequest = Static<typeof ConfirmSubscriptionBody>;

export const SUBSCRIPTION_CONFIRMED = 'Your newsletter subscription is confirmed. Thank you!';
export const SUBSCRIPTION_LINK_INVALID = 'This confirmation link is invalid or was already used.';
/** hash route of the confirmation page */
export const confirmSubscriptionRoute = (token: string) => `/newsletter/confirm/${token}`;

/**
 * Newsletter double opt-in: POST subscribe/send-email (contentPaths.subscribe, SubscribeBody in content.ts)
 * mails a link; the subscription counts once POST subscribe/confirm is called with its token.
 */
import { type Static, Type } from 'typebox';

export const ConfirmSubscriptionBody = Type.Object({ token: Type.String({ minLength: 20, maxLength: 200, pattern: '^[A-Za-z0-9_-]+$' }) });
export type ConfirmSubscriptionRequest = Static<typeof ConfirmSubscriptionBody>;

export const SUBSCRIPTION_CONFIRMED = 'Your newsletter subscription is confirmed. Thank you!';
export const SUBSCRIPTION_LINK_INVALID = 'This confirmation link is invalid or was already used.';
/** hash route of the confirmation page */
export const confirmSubscriptionRoute = (token: string) => `/newsletter/confirm/${token}`;

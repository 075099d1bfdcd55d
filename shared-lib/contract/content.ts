/** Site content (spec section 7): newsletter subscription. */
import { type Static, Type } from 'typebox';

export const contentPaths = {
  subscribe: '/subscribe/send-email',
} as const;

export const SubscribeBody = Type.Object({ email: Type.String({ maxLength: 254 }) });
export type SubscribeBody = Static<typeof SubscribeBody>;

/** The Hindi of PAYOUT_MESSAGES (shared-lib/domain/payouts.ts), key for key (issue 33). */
import type { PAYOUT_MESSAGES } from '../payouts';
import type { Translated } from './translated';

export const PAYOUT_MESSAGES_HI: Translated<typeof PAYOUT_MESSAGES> = {
  statementNotFound: 'स्टेटमेंट नहीं मिला',
  houseOnly: 'TCS रिपोर्ट सिर्फ़ हाउस सेलर डाउनलोड कर सकता है',
};

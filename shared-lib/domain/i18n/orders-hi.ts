/** The Hindi of the order's labels (shared-lib/domain/core/constants.ts): its statuses and its payment types. */
import type { ORDER_STATUS_LABELS, PAYMENT_TYPE_LABELS } from 'shared-lib/domain/core';
import type { Translated } from './translated';

export const ORDER_STATUS_LABELS_HI: Translated<typeof ORDER_STATUS_LABELS> = {
  1: 'प्रोसेस हो रहा है',
  2: 'भेज दिया गया',
  3: 'डिलीवर हो गया',
  4: 'कैंसल हो गया',
};

export const PAYMENT_TYPE_LABELS_HI: Translated<typeof PAYMENT_TYPE_LABELS> = {
  '1': 'अभी भुगतान करें (कार्ड, नेट बैंकिंग, वॉलेट, UPI)',
  '2': 'कैश ऑन डिलीवरी',
};

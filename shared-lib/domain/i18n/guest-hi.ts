/** The Hindi of GUEST_MESSAGES (shared-lib/domain/core/guest.ts), key for key. */
import { GUEST_ORDER_UNITS_MAX, type GUEST_MESSAGES } from 'shared-lib/domain/core';
import type { Translated } from './translated';

export const GUEST_MESSAGES_HI: Translated<typeof GUEST_MESSAGES> = {
  tooManyUnits: `बिना लॉगिन के एक ऑर्डर में कुल ${GUEST_ORDER_UNITS_MAX} से ज़्यादा सामान नहीं हो सकता। ज़्यादा ऑर्डर करने के लिए कृपया लॉगिन करें।`,
  confirmSent: 'कृपया हमारे भेजे ईमेल के लिंक से अपना ऑर्डर कन्फ़र्म करें; कन्फ़र्म न किए गए ऑर्डर कैंसल हो जाते हैं।',
  orderConfirmed: 'आपका ऑर्डर कन्फ़र्म हो गया',
  alreadyConfirmed: 'यह ऑर्डर पहले ही कन्फ़र्म हो चुका है',
  confirmExpired: 'इस कन्फ़र्मेशन लिंक की मियाद खत्म हो गई है। ऑर्डर कैंसल हो गया और कोई डिलीवरी नहीं होगी।',
  confirmCancelled: 'यह ऑर्डर कैंसल हो चुका है, इसलिए कन्फ़र्म करने के लिए कुछ नहीं है।',
  confirmWrongToken: 'यह कन्फ़र्मेशन लिंक सही नहीं है। कृपया अपने ऑर्डर ईमेल का लिंक बिना बदले खोलें।',
  confirmRateLimited: 'यहाँ से कन्फ़र्म करने की बहुत ज़्यादा कोशिशें हुई हैं। कृपया कुछ मिनट रुककर फिर से बटन दबाएँ।',
  confirmPending: 'कृपया अपना ऑर्डर जाँच लें और डिलीवरी के लिए "मेरा ऑर्डर कन्फ़र्म करें" दबाएँ।',
  guestOrderNotFound: 'इस ऑर्डर नंबर और ईमेल से कोई ऑर्डर नहीं मिला',
  contactRequired: 'कृपया ऑर्डर का ईमेल या मोबाइल नंबर डालें',
  trackIntro: 'अपनी ऑर्डर आईडी और चेकआउट पर दिया गया ईमेल या मोबाइल नंबर डालें।',
  trackContactLabel: 'ईमेल या मोबाइल नंबर',
  cancelConfirm: 'यह ऑर्डर कैंसल करें? कोई डिलीवरी नहीं होगी।',
};

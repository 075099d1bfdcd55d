/**
 * The Hindi of the shop's refusal and notice tables, key for key: account safety and coupons
 * (account-safety.ts), images, rate limits (rate-limits.ts), the checkout's phone rule (checkout.ts) and the
 * patient's account (patient.ts).
 */
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PATIENT_PHONE_LENGTH } from 'shared-lib/domain/core';
import { IMAGE_LIMITS, SELLER_CANCEL_REASON, type ACCOUNT_SAFETY_MESSAGES, type COUPON_LIMIT_MESSAGES, type IMAGE_MESSAGES } from '../account-safety';
import type { CHECKOUT_MESSAGES } from '../checkout';
import type { PATIENT_MESSAGES } from '../patient';
import { UNCONFIRMED_ORDERS_PER_CONTACT_MAX, type RATE_LIMIT_MESSAGES } from '../rate-limits';
import type { Translated } from './translated';

export const ACCOUNT_SAFETY_MESSAGES_HI: Translated<typeof ACCOUNT_SAFETY_MESSAGES> = {
  codUnitsPerProduct: (max, name) => `कैश ऑन डिलीवरी में ${name} ज़्यादा से ज़्यादा ${max} ऑर्डर हो सकते हैं। कृपया मात्रा कम करें या ऑनलाइन भुगतान करें।`,
  emailVerified: 'धन्यवाद: आपका ईमेल पता वेरिफ़ाई हो गया',
  verifyLinkInvalid: 'यह वेरिफ़िकेशन लिंक सही नहीं है या पहले इस्तेमाल हो चुका है। अगर आपका ईमेल अभी वेरिफ़ाई नहीं हुआ है, तो हमारा भेजा सबसे नया लिंक इस्तेमाल करें।',
  verifyLinkExpired: 'इस वेरिफ़िकेशन लिंक की मियाद खत्म हो गई है। ईमेल वेरिफ़ाई होने तक कैश ऑन डिलीवरी का हर ऑर्डर ईमेल पर भेजे लिंक से कन्फ़र्म होगा।',
  signupReceived: 'साइन अप करने के लिए धन्यवाद। कृपया अपना ईमेल देखें: आगे बढ़ने का लिंक हमने भेज दिया है।',
  emailChangeUndone: 'आपका पुराना ईमेल पता वापस आ गया है और सभी सेशन से लॉग आउट कर दिया गया है। कृपया लॉगिन करके अपना पासवर्ड बदलें।',
  undoLinkInvalid: 'इस लिंक की मियाद खत्म हो गई है या यह सही नहीं है',
  sellerCancelReason: `कृपया खरीदार को कारण बताएँ (${SELLER_CANCEL_REASON.min} से ${SELLER_CANCEL_REASON.max} अक्षर)।`,
  sellerCancelled: 'इस ऑर्डर का आपका हिस्सा कैंसल हो गया और खरीदार को कारण बता दिया गया',
  sellerCancelOnlyCod: 'यहाँ सिर्फ़ कैश ऑन डिलीवरी ऑर्डर कैंसल हो सकते हैं; भुगतान हो चुके ऑर्डर का रिफ़ंड शॉप के ज़रिए होता है',
  sellerCancelShipped: 'यह शिपमेंट निकल चुका है, इसलिए कैंसल नहीं हो सकता',
  couponMinOrder: (minimum) => `यह कूपन ₹${minimum} या उससे ज़्यादा के ऑर्डर पर चलता है। इसे इस्तेमाल करने के लिए और सामान जोड़ें।`,
  couponUsedUp: 'यह कूपन खत्म हो चुका है',
  couponUsedByYou: 'आप यह कूपन पहले ही इस्तेमाल कर चुके हैं',
  jsonTooDeep: (max) => `अनुरोध बहुत गहराई तक नेस्टेड है (ज़्यादा से ज़्यादा ${max} स्तर)`,
  phoneRule: 'कृपया सही 10 अंकों का मोबाइल नंबर डालें',
  unknownRelease: 'रिपोर्ट सिर्फ़ लाइव या हाल की रिलीज़ के लिए ली जाती हैं',
};

export const COUPON_LIMIT_MESSAGES_HI: Translated<typeof COUPON_LIMIT_MESSAGES> = {
  saved: 'कूपन की सीमाएँ सेव हो गईं',
  wholeNumber: (max) => `कृपया 1 से ${max.toLocaleString('en-IN')} तक की पूरी संख्या डालें, या कोई सीमा न रखने के लिए खाली छोड़ें`,
  houseOnly: 'कूपन सिर्फ़ हाउस सेलर संभालता है',
  loadFailed: 'कूपन लोड नहीं हो पाए। कृपया फिर से कोशिश करें।',
};

export const IMAGE_MESSAGES_HI: Translated<typeof IMAGE_MESSAGES> = {
  tooBig: `फ़ोटो बहुत बड़ी है: ज़्यादा से ज़्यादा ${IMAGE_LIMITS.maxSide} × ${IMAGE_LIMITS.maxSide} पिक्सेल और खोलने पर ${IMAGE_LIMITS.maxDecodedBytes / 1024 / 1024} MB`,
  unreadable: 'फ़ोटो पढ़ी नहीं जा सकी। कृपया कोई दूसरी jpg, jpeg या png फ़ाइल अपलोड करें',
};

export const RATE_LIMIT_MESSAGES_HI: Translated<typeof RATE_LIMIT_MESSAGES> = {
  tooManyAttempts: (wait) => `बहुत ज़्यादा कोशिशें हो गईं। कृपया ${wait} बाद फिर से कोशिश करें।`,
  busyNetwork: 'अभी आपके नेटवर्क से बहुत ज़्यादा अनुरोध आ रहे हैं। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  unconfirmedOrders: `आपके ${UNCONFIRMED_ORDERS_PER_CONTACT_MAX} ऑर्डर पहले से कन्फ़र्मेशन का इंतज़ार कर रहे हैं। नया ऑर्डर करने से पहले उन्हें हमारे भेजे ईमेल से कन्फ़र्म करें, या उनकी मियाद खत्म होने दें।`,
  pendingUnits: (name) => `अभी कन्फ़र्मेशन का इंतज़ार कर रहे कई ऑर्डर में ${name} रिज़र्व है। कृपया बाद में कोशिश करें या ऑनलाइन भुगतान करें।`,
};

export const CHECKOUT_MESSAGES_HI: Translated<typeof CHECKOUT_MESSAGES> = {
  mobileDigits: `कृपया ${PATIENT_PHONE_LENGTH} अंकों का मोबाइल नंबर डालें।`,
};

export const PATIENT_MESSAGES_HI: Translated<typeof PATIENT_MESSAGES> = {
  passwordTooShort: `पासवर्ड कम से कम ${PASSWORD_MIN_LENGTH} अक्षरों का होना चाहिए`,
  passwordTooLong: `पासवर्ड ज़्यादा से ज़्यादा ${PASSWORD_MAX_LENGTH} अक्षरों का हो सकता है`,
  passwordTooCommon: 'यह पासवर्ड बहुत आम है। कृपया कोई कम आम पासवर्ड चुनें',
  emailTaken: 'इस ईमेल से एक अकाउंट पहले से है। कृपया लॉगिन करें।',
  wrongCurrentPassword: 'मौजूदा पासवर्ड गलत है',
  emailChangeNeedsPassword: 'ईमेल बदलने के लिए कृपया अपना मौजूदा पासवर्ड डालें',
  passwordUnchanged: 'नया पासवर्ड मौजूदा पासवर्ड से अलग होना चाहिए',
  acceptTerms: 'कृपया नियम और शर्तें स्वीकार करें',
  ownAccountOnly: 'आप सिर्फ़ अपना अकाउंट देख सकते हैं',
  addressNotFound: 'पता नहीं मिला',
  orderNotFound: 'ऑर्डर नहीं मिला',
  cannotCancel: 'सिर्फ़ प्रोसेस हो रहे ऑर्डर ही कैंसल हो सकते हैं',
  orderCancelled: 'आपका ऑर्डर कैंसल हो गया है',
  oneDefault: 'ठीक एक पते को डिफ़ॉल्ट बनाना ज़रूरी है',
  cityNotInState: 'चुना गया शहर चुने गए राज्य में नहीं है',
  pincodeMismatch: 'पते का पिनकोड पिनकोड वाले खाने से मेल खाना चाहिए',
  passwordChanged: 'पासवर्ड बदल गया',
};

/** The Hindi of API_MESSAGES (shared-lib/domain/api-messages.ts), key for key. */
import type { API_MESSAGES } from '../api-messages';
import type { Translated } from './translated';

export const API_MESSAGES_HI: Translated<typeof API_MESSAGES> = {
  invalidCredentials: 'ईमेल या पासवर्ड गलत है',
  sessionExpired: 'आपका सेशन खत्म हो गया है। कृपया फिर से लॉगिन करें',
  notAllowed: 'आपको यह करने की अनुमति नहीं है',
  finishSignUpFirst: 'कृपया पहले अपना साइन अप पूरा करें और लॉगिन करें',
  loginSuccessful: 'लॉगिन हो गया',
  loggedOut: 'लॉग आउट हो गया',
  languageSaved: 'भाषा सेव हो गई',
  cartEmptyOrder: 'आपका कार्ट खाली है',
  productNotFound: 'प्रोडक्ट नहीं मिला',
  patientNotFound: 'मरीज़ नहीं मिला',
  couponNotFound: 'कूपन नहीं मिला',
  addressNotFound: 'चुना गया पता नहीं मिला',
  cityNotInState: 'यह शहर चुने गए राज्य में नहीं है',
  logInForSavedAddress: 'सेव किया हुआ पता इस्तेमाल करने के लिए कृपया लॉगिन करें',
  logInToOrder: 'अपने अकाउंट से ऑर्डर करने के लिए कृपया लॉगिन करें',
  ownOrdersOnly: 'आप सिर्फ़ अपने अकाउंट के लिए ऑर्डर कर सकते हैं',
  internalError: 'सर्वर में गड़बड़ी हुई',
  requestFailed: 'अनुरोध पूरा नहीं हो पाया',
  invalidRequest: (detail) => `अनुरोध सही नहीं है (${detail})`,
};

/**
 * The Hindi of CONSULTATION_MESSAGES (shared-lib/domain/consultations/messages.ts), key for key: the API
 * answers a Hindi caller with it, and the doctor app loads it with its Hindi texts.
 */
import type { CONSULTATION_MESSAGES } from '../consultations/messages';
import type { Translated } from './translated';

export const CONSULTATION_MESSAGES_HI: Translated<typeof CONSULTATION_MESSAGES> = {
  slotTaken: 'यह स्लॉट अभी-अभी बुक हो गया, कृपया दूसरा चुनें',
  slotNotOffered: 'यह समय डॉक्टर का खाली स्लॉट नहीं है, कृपया दिखाए गए स्लॉट में से चुनें',
  slotPast: 'यह स्लॉट शुरू हो चुका है, कृपया बाद का स्लॉट चुनें',
  overlapping: 'इस समय आपकी एक और कंसल्टेशन पहले से है',
  doctorNotFound: 'डॉक्टर नहीं मिले',
  appointmentNotFound: 'कंसल्टेशन नहीं मिली',
  noSlotsYet: 'अभी कोई स्लॉट खाली नहीं',
  patientWindowClosed: 'कंसल्टेशन शुरू होने से 2 घंटे पहले तक ही कैंसल की या बदली जा सकती है',
  alreadyStarted: 'यह कंसल्टेशन शुरू हो चुकी है, अब कैंसल नहीं हो सकती',
  notActive: 'यह कंसल्टेशन अब चालू नहीं है',
  sameSlot: 'कृपया कोई दूसरा स्लॉट चुनें',
  tooManyFiles: 'आप ज़्यादा से ज़्यादा 3 रिपोर्ट लगा सकते हैं',
  fileType: 'रिपोर्ट JPG या PNG फ़ोटो या PDF फ़ाइल होनी चाहिए',
  fileTooLarge: 'हर रिपोर्ट ज़्यादा से ज़्यादा 5 MB की हो',
  booked: 'आपकी कंसल्टेशन बुक हो गई',
  paymentStarted: 'कंसल्टेशन पक्की करने के लिए कृपया पेमेंट पूरा करें',
  cancelled: 'कंसल्टेशन कैंसल हो गई',
  rescheduled: 'कंसल्टेशन का समय बदल गया',
  availabilitySaved: 'कंसल्टेशन का आपका समय सेव हो गया',
  invalidRange: 'हर समय-सीमा खत्म होने से पहले शुरू हो, और आपके स्लॉट की लंबाई के हिसाब से घंटे या आधे घंटे पर',
  overlappingRanges: 'एक दिन की समय-सीमाएँ एक-दूसरे पर नहीं आनी चाहिए',
};

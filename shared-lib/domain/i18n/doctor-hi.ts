/**
 * The Hindi of the doctor's and the consultations' tables, key for key: the doctor's sign-up (doctor.ts),
 * booking and availability (consultations/messages.ts), the statuses and languages (consultations/rules.ts)
 * and the consultation room (consultations/room.ts).
 */
import { CHAT_FILES_MAX, PRESCRIPTION_WINDOW_HOURS, ROOM_OPENS_BEFORE_MINUTES, type MEDICINE_TIMING_LABELS, type ROOM_MESSAGES } from '../consultations/room';
import type { APPOINTMENT_STATUS_LABELS, CONSULTATION_LANGUAGES } from '../consultations/rules';
import { EXPRIENCE_MAX_YEARS, type DOCTOR_MESSAGES } from '../doctor';
import { MESSAGES_HI } from './messages-hi';
import type { Translated } from './translated';

export const DOCTOR_MESSAGES_HI: Translated<typeof DOCTOR_MESSAGES> = {
  selectSpeciality: 'कृपया विशेषज्ञता चुनें',
  selectLanguage: 'कृपया भाषा चुनें',
  selectLicenseState: 'कृपया लाइसेंस वाला राज्य चुनें',
  exprienceRange: `अनुभव 0 से ${EXPRIENCE_MAX_YEARS} तक पूरे सालों में होना चाहिए`,
  degreeImage: 'कृपया डिग्री की फ़ोटो अपलोड करें',
  licenseImage: 'कृपया लाइसेंस की फ़ोटो अपलोड करें',
  signetureImage: 'कृपया हस्ताक्षर की फ़ोटो अपलोड करें',
  imageType: 'सिर्फ़ jpg, jpeg और png फ़ोटो ली जाती हैं',
  imageTooLarge: MESSAGES_HI.imageTooLarge,
  emailTaken: 'इस ईमेल से डॉक्टर अकाउंट पहले से है। कृपया लॉगिन करें।',
  doctorIdRequired: 'यह चरण सेव करने के लिए डॉक्टर आईडी ज़रूरी है। कृपया पहले अपना अकाउंट बनाएँ।',
  ownRecordOnly: 'आप सिर्फ़ अपना डॉक्टर अकाउंट देख सकते हैं',
  notFound: 'डॉक्टर नहीं मिले',
  stepOutOfOrder: (step, needed) => `${step} चरण से पहले कृपया ${needed} चरण पूरा करें`,
  specialityNotInStream: 'हर विशेषज्ञता चुनी गई स्ट्रीम की होनी चाहिए',
  unknownStream: 'कृपया स्ट्रीम चुनें',
  unknownState: 'कृपया लाइसेंस वाला राज्य चुनें',
  unknownLanguage: 'कृपया भाषा चुनें',
  futureDate: 'तारीख आने वाले समय की नहीं हो सकती',
  loginToContinue: 'अपना साइन अप जारी रखने के लिए कृपया लॉगिन करें।',
  loginAsDoctor: 'यह पेज देखने के लिए कृपया डॉक्टर के रूप में लॉगिन करें।',
};


export const APPOINTMENT_STATUS_LABELS_HI: Translated<typeof APPOINTMENT_STATUS_LABELS> = {
  held: 'भुगतान बाकी',
  confirmed: 'कन्फ़र्म',
  completed: 'पूरी हुई',
  missed: 'छूट गई',
  cancelled: 'कैंसल हो गया',
  expired: 'भुगतान पूरा नहीं हुआ',
};

export const CONSULTATION_LANGUAGES_HI: Translated<typeof CONSULTATION_LANGUAGES> = { 1: 'अंग्रेज़ी', 2: 'हिन्दी' };

export const MEDICINE_TIMING_LABELS_HI: Translated<typeof MEDICINE_TIMING_LABELS> = {
  'before-food': 'खाने से पहले',
  'after-food': 'खाने के बाद',
  'with-food': 'खाने के साथ',
  'empty-stomach': 'खाली पेट',
  bedtime: 'सोते समय',
};

export const ROOM_MESSAGES_HI: Translated<typeof ROOM_MESSAGES> = {
  roomNotOpenYet: `कंसल्टेशन रूम शुरू होने से ${ROOM_OPENS_BEFORE_MINUTES} मिनट पहले खुलता है`,
  roomClosed: 'कंसल्टेशन रूम बंद हो गया है',
  roomInactive: 'यह कंसल्टेशन एक्टिव नहीं है, रूम बंद है',
  chatEmpty: 'कृपया मैसेज लिखें',
  chatFileMissing: 'शेयर करने के लिए कृपया फ़ोटो या PDF चुनें',
  chatFilesMax: `एक कंसल्टेशन में ज़्यादा से ज़्यादा ${CHAT_FILES_MAX} फ़ाइलें शेयर हो सकती हैं`,
  chatFileShared: 'फ़ाइल शेयर हो गई',
  chatFileNotFound: 'फ़ाइल नहीं मिली',
  onlyDoctorEnds: 'कंसल्टेशन सिर्फ़ डॉक्टर खत्म कर सकते हैं',
  ended: 'कंसल्टेशन पूरी हुई मार्क हो गई',
  prescriptionOnlyDoctor: 'इस कंसल्टेशन का प्रिस्क्रिप्शन सिर्फ़ इसके डॉक्टर लिख सकते हैं',
  prescriptionWindow: `प्रिस्क्रिप्शन कंसल्टेशन शुरू होने से उसके ${PRESCRIPTION_WINDOW_HOURS} घंटे बाद तक लिखा जा सकता है`,
  prescriptionNotForStatus: 'प्रिस्क्रिप्शन सिर्फ़ हो चुकी कंसल्टेशन का लिखा जा सकता है',
  prescriptionStale: 'इस बीच यह प्रिस्क्रिप्शन सुधारा गया है, दोबारा सुधारने से पहले इसे फिर से लोड करें',
  prescriptionNotFound: 'प्रिस्क्रिप्शन नहीं मिला',
  prescriptionIssued: 'प्रिस्क्रिप्शन जारी हो गया',
  prescriptionCorrected: 'सुधारा हुआ प्रिस्क्रिप्शन जारी हो गया; पहले वाला "बदला गया" के रूप में दिखता रहेगा',
  medicineNotSold: 'लिखी गई कैटलॉग वाली दवा नहीं मिली; उसका नाम टाइप करें',
  badFrequency: 'खुराक 1-0-1 (सुबह-दोपहर-रात) की तरह लिखें',
  medicineNeedsName: 'हर दवा के लिए कैटलॉग की दवा या उसका नाम चाहिए',
  ordered: 'लिखी गई दवाएँ आपके कार्ट में डाल दी गईं',
  orderedNone: 'लिखी गई दवाओं में से कोई भी अभी यहाँ ऑर्डर नहीं हो सकती',
  ratingOnlyCompleted: 'कंसल्टेशन पूरी होने के बाद ही आप रेटिंग दे सकते हैं',
  ratingTwice: 'आप इस कंसल्टेशन को पहले ही रेटिंग दे चुके हैं',
  ratingOnlyPatient: 'इस कंसल्टेशन को सिर्फ़ इसके मरीज़ रेटिंग दे सकते हैं',
  rated: 'अपनी कंसल्टेशन को रेटिंग देने के लिए धन्यवाद',
};

/**
 * The Hindi of the prescription texts (shared-lib/domain/prescriptions.ts), key for key: RX_MESSAGES, the
 * order's prescription states, the review's reasons and checklist, the classes' labels.
 */
import { RX_UPLOAD_LIMITS, type ORDER_RX_STATUS_LABELS, type PRESCRIPTION_CLASS_LABELS, type RX_MESSAGES, type RX_REJECT_REASON_LABELS, type RX_REVIEW_CHECKLIST } from '../prescriptions';
import type { Translated } from './translated';

export const RX_MESSAGES_HI: Translated<typeof RX_MESSAGES> = {
  badge: 'प्रिस्क्रिप्शन ज़रूरी',
  stepTitle: 'प्रिस्क्रिप्शन ज़रूरी है',
  stepIntro: 'आपके कार्ट में ऐसी दवाएँ हैं जो सिर्फ़ रजिस्टर्ड डॉक्टर के सही प्रिस्क्रिप्शन पर मिलती हैं। कुछ भी भेजने से पहले फ़ार्मासिस्ट उसे जाँचता है।',
  guestMustLogIn: 'प्रिस्क्रिप्शन वाली दवाएँ ऑर्डर करने के लिए कृपया लॉगिन करें: आपका प्रिस्क्रिप्शन आपके अकाउंट में निजी रहता है, और जाँचने वाले फ़ार्मासिस्ट को पता होना चाहिए कि यह किसका है।',
  missing: 'इस ऑर्डर में प्रिस्क्रिप्शन वाली दवाएँ हैं। कृपया पहले प्रिस्क्रिप्शन अपलोड करें या चुनें।',
  notYours: 'यह प्रिस्क्रिप्शन आपके अकाउंट में नहीं मिला',
  notValid: 'यह प्रिस्क्रिप्शन अब मान्य नहीं है। कृपया नया अपलोड करें।',
  tooManyFiles: `ज़्यादा से ज़्यादा ${RX_UPLOAD_LIMITS.filesMax} फ़ाइलें अपलोड करें`,
  noFiles: 'कम से कम एक फ़ाइल चुनें (jpg, png या pdf)',
  wrongType: 'सिर्फ़ jpg, png या pdf फ़ाइलें ली जाती हैं',
  tooLarge: 'हर फ़ाइल ज़्यादा से ज़्यादा 10 MB की हो सकती है',
  tooSmall: `फ़ोटो पढ़ने के लिए बहुत छोटी है: उसकी लंबी साइड कम से कम ${RX_UPLOAD_LIMITS.minLongSide} px होनी चाहिए। कृपया साफ़ फ़ोटो लें या स्कैन करें।`,
  uploaded: 'प्रिस्क्रिप्शन अपलोड हो गया',
  approved: 'प्रिस्क्रिप्शन मंज़ूर हुआ',
  rejected: 'प्रिस्क्रिप्शन नामंज़ूर हुआ',
  alreadyDecided: 'इस प्रिस्क्रिप्शन की जाँच पहले ही हो चुकी है',
  noteNeeded: 'कारण "अन्य" के लिए कृपया एक नोट लिखें',
  notReviewer: 'इस प्रिस्क्रिप्शन की जाँच सिर्फ़ इन दवाओं का सेलर कर सकता है',
  notShippable: 'इस शिपमेंट में प्रिस्क्रिप्शन वाली दवाएँ हैं, प्रिस्क्रिप्शन मंज़ूर होने तक यह नहीं भेजा जा सकता',
  reuploadNotAllowed: 'नामंज़ूर होने के बाद, ऑर्डर खुला रहने तक, नया प्रिस्क्रिप्शन एक बार अपलोड किया जा सकता है',
  refusedClass: 'शेड्यूल X और नशीली दवाएँ इस शॉप में नहीं बेची जा सकतीं',
  filterLabel: 'सिर्फ़ बिना प्रिस्क्रिप्शन वाले',
  consultDoctor: 'डॉक्टर से सलाह लें',
};

export const ORDER_RX_STATUS_LABELS_HI: Translated<typeof ORDER_RX_STATUS_LABELS> = {
  awaiting_review: 'प्रिस्क्रिप्शन की जाँच बाकी है',
  approved: 'प्रिस्क्रिप्शन मंज़ूर हुआ',
  rejected: 'प्रिस्क्रिप्शन नामंज़ूर हुआ',
};

export const RX_REJECT_REASON_LABELS_HI: Translated<typeof RX_REJECT_REASON_LABELS> = {
  unreadable: 'प्रिस्क्रिप्शन पढ़ा नहीं जा रहा',
  not_on_prescription: 'एक दवा प्रिस्क्रिप्शन में नहीं है',
  too_old: 'प्रिस्क्रिप्शन बहुत पुराना है',
  unregistered_prescriber: 'लिखने वाला रजिस्टर्ड डॉक्टर नहीं है',
  other: 'अन्य',
};

export const RX_REVIEW_CHECKLIST_HI: Translated<typeof RX_REVIEW_CHECKLIST> = [
  'डॉक्टर का नाम',
  'डॉक्टर का रजिस्ट्रेशन नंबर',
  'डॉक्टर के हस्ताक्षर',
  'मरीज़ का नाम',
  'तारीख',
  'ऑर्डर की हर दवा',
];

export const PRESCRIPTION_CLASS_LABELS_HI: Translated<typeof PRESCRIPTION_CLASS_LABELS> = {
  otc: 'बिना प्रिस्क्रिप्शन (OTC)',
  asu_e1: 'शेड्यूल E(1) आयुर्वेद, सिद्ध, यूनानी: प्रिस्क्रिप्शन ज़रूरी',
  schedule_h: 'शेड्यूल H: प्रिस्क्रिप्शन ज़रूरी',
  schedule_h1: 'शेड्यूल H1: प्रिस्क्रिप्शन ज़रूरी, H1 रजिस्टर 3 साल रखा जाता है',
};

/**
 * The Hindi of the returns texts (shared-lib/domain/returns.ts), key for key: RETURN_MESSAGES, the statuses,
 * the reasons, the refund methods and the product details' return line.
 */
import { RETURN_PHOTOS_MAX, RETURN_WINDOW_MAX, type REFUND_METHOD_LABELS, type RETURN_MESSAGES, type RETURN_REASON_LABELS, type RETURN_STATUS_LABELS, type RETURN_WINDOW_TEXTS } from '../returns';
import type { Translated } from './translated';

export const RETURN_MESSAGES_HI: Translated<typeof RETURN_MESSAGES> = {
  requested: 'आपकी रिटर्न रिक्वेस्ट सेलर को भेज दी गई है',
  notDelivered: 'सिर्फ़ डिलीवर हुआ सामान ही लौटाया जा सकता है',
  notReturnable: 'यह सामान लौटाया नहीं जा सकता',
  prescriptionNotReturnable: 'प्रिस्क्रिप्शन वाली दवाएँ लौटाई नहीं जा सकतीं',
  windowClosed: 'इस सामान को लौटाने का समय खत्म हो गया है',
  tooMany: 'जितना डिलीवर हुआ उससे ज़्यादा नहीं लौटाया जा सकता',
  noLines: 'लौटाने के लिए कम से कम एक सामान चुनें',
  reasonUnknown: 'कृपया सूची से एक कारण चुनें',
  mustBeSealed: 'इस कारण से खुला हुआ सामान नहीं लौटाया जा सकता: सिर्फ़ ओरिजिनल पैकिंग में बंद सामान',
  refundAccountRequired: 'कैश ऑन डिलीवरी ऑर्डर के रिफ़ंड के लिए UPI आईडी या IFSC के साथ बैंक अकाउंट दें',
  upiInvalid: 'सही UPI आईडी डालें, जैसे name@okbank',
  accountInvalid: 'बैंक अकाउंट नंबर में 9 से 18 अंक होने चाहिए',
  ifscInvalid: 'सही IFSC डालें, जैसे HDFC0001234',
  returnNotFound: 'रिटर्न नहीं मिला',
  orderNotFound: 'ऑर्डर नहीं मिला',
  decided: 'इस रिटर्न पर फ़ैसला पहले ही हो चुका है',
  rejectReasonRequired: 'कृपया रिटर्न नामंज़ूर करने का कारण बताएँ',
  badMove: 'यह रिटर्न अभी इस स्टेटस पर नहीं जा सकता',
  restockRequired: 'बताएँ कि लौटा सामान वापस स्टॉक में जाएगा या नहीं',
  approved: 'रिटर्न मंज़ूर हुआ',
  rejected: 'रिटर्न नामंज़ूर हुआ',
  moved: 'रिटर्न अपडेट हो गया',
  received: 'रिटर्न मिल गया; रिफ़ंड और क्रेडिट नोट दर्ज हो गए',
  restocked: 'वापस स्टॉक में रखा गया',
  notRestocked: 'स्टॉक में वापस नहीं रखा गया',
  photosAdded: 'फ़ोटो आपके रिटर्न में जुड़ गईं',
  tooManyPhotos: `एक रिटर्न में ज़्यादा से ज़्यादा ${RETURN_PHOTOS_MAX} फ़ोटो`,
  photoRequired: 'एक फ़ोटो चुनें (PNG या JPEG)',
  creditNoteNotFound: 'कोई क्रेडिट नोट नहीं मिला',
  windowTooLong: `रिटर्न की अवधि 0 से ${RETURN_WINDOW_MAX} तक पूरे दिनों में होनी चाहिए`,
  windowForPrescription: 'प्रिस्क्रिप्शन वाली दवाएँ लौटाने लायक नहीं हो सकतीं: रिटर्न की अवधि 0 रखें',
};

export const RETURN_STATUS_LABELS_HI: Translated<typeof RETURN_STATUS_LABELS> = {
  requested: 'रिटर्न की रिक्वेस्ट भेजी गई',
  rejected: 'रिटर्न नामंज़ूर हुआ',
  approved: 'रिटर्न मंज़ूर हुआ',
  pickup_scheduled: 'पिकअप तय हुआ',
  picked_up: 'पिकअप हो गया',
  received: 'सेलर को मिल गया',
};

export const RETURN_REASON_LABELS_HI: Translated<typeof RETURN_REASON_LABELS> = {
  damaged: 'टूटा हुआ या लीक होता मिला',
  wrong_item: 'गलत सामान डिलीवर हुआ',
  expired: 'एक्सपायर्ड या एक्सपायरी के करीब',
  not_needed: 'अब ज़रूरत नहीं है',
  ordered_by_mistake: 'गलती से ऑर्डर हो गया',
  other: 'कोई और कारण',
};

export const REFUND_METHOD_LABELS_HI: Translated<typeof REFUND_METHOD_LABELS> = {
  original: 'पेमेंट का मूल तरीका',
  upi: 'UPI',
  bank: 'बैंक ट्रांसफ़र',
};

export const RETURN_WINDOW_TEXTS_HI: Translated<typeof RETURN_WINDOW_TEXTS> = {
  notReturnable: 'वापसी नहीं होगी',
  window: (days) => `${days} दिन में वापसी (बिना खुला सामान)`,
};

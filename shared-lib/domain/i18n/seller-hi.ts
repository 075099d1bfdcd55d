/**
 * The Hindi of the seller's tables, key for key: sign-up (seller.ts), pharmacy details (seller-pharmacy.ts),
 * shipments and stock (shipments.ts), verification (seller-verification.ts), products (seller-products.ts) and
 * search synonyms (search/synonyms.ts).
 */
import { MAX_UPLOAD_MB } from 'shared-lib/domain/core';
import { SYNONYM_LIMITS, type SYNONYM_MESSAGES } from '../search/synonyms';
import { GSTIN_LENGTH, type SELLER_MESSAGES } from '../seller';
import { PHARMACY_FIELD_MAX_LENGTH, type PHARMACY_MESSAGES } from '../seller-pharmacy';
import { PRODUCT_LIMITS, type SELLER_PRODUCT_MESSAGES } from '../seller-products';
import { SELLER_REASON_MAX, SELLER_REASON_MIN, type SELLER_VERIFICATION_LABELS, type SELLER_VERIFICATION_MESSAGES } from '../seller-verification';
import { SHIPMENT_LIMITS, type SHIPMENT_MESSAGES } from '../shipments';
import type { Translated } from './translated';

export const SELLER_MESSAGES_HI: Translated<typeof SELLER_MESSAGES> = {
  gstinLength: `GST नंबर ${GSTIN_LENGTH} अक्षरों का होना चाहिए`,
  gstinFormat: 'GST नंबर GSTIN के फ़ॉर्मेट में नहीं है (राज्य कोड, PAN, एंटिटी नंबर, Z, चेक अक्षर)',
  gstinCheckDigit: 'GST नंबर सही नहीं है: उसका चेक अक्षर मेल नहीं खाता',
  gstinStateCode: 'GST नंबर किसी जाने-पहचाने राज्य कोड से शुरू नहीं होता',
  gstinStateMismatch: 'GST नंबर चुने गए राज्य का नहीं, किसी और राज्य का है',
  panFormat: 'PAN नंबर में पाँच अक्षर, चार अंक और एक अक्षर होने चाहिए (जैसे ABCPE1234F)',
  panMismatch: 'PAN नंबर वही होना चाहिए जो GST नंबर के अंदर है',
  pincodeSixDigits: 'पिनकोड ठीक 6 अंकों का होना चाहिए',
  phoneFormat: 'फ़ोन नंबर 10 अंकों का होना चाहिए',
  companyTypeUnknown: 'कृपया सूची में से कंपनी का प्रकार चुनें',
  panImageMandatory: 'PAN की फ़ोटो ज़रूरी है (jpg, jpeg या png)',
  panImageType: 'PAN की फ़ोटो jpg, jpeg या png फ़ाइल होनी चाहिए',
  panImageTooLarge: `PAN की फ़ोटो ज़्यादा से ज़्यादा ${MAX_UPLOAD_MB} MB की हो सकती है`,
  emailTaken: 'इस ईमेल से सेलर अकाउंट पहले से है। कृपया लॉगिन करें।',
  gstinTaken: 'इस GST नंबर से एक सेलर पहले से रजिस्टर्ड है',
  cityNotInState: 'चुना गया शहर चुने गए राज्य में नहीं है',
  sellerNotFound: 'सेलर नहीं मिला',
  panImageNotFound: 'PAN की फ़ोटो नहीं मिली',
  ownAccountOnly: 'आप सिर्फ़ अपना सेलर अकाउंट देख सकते हैं',
};

export const PHARMACY_MESSAGES_HI: Translated<typeof PHARMACY_MESSAGES> = {
  allOrNone: 'फ़ार्मासिस्ट का नाम, फ़ार्मासिस्ट का रजिस्ट्रेशन नंबर और रिटेल ड्रग लाइसेंस नंबर तीनों साथ दें, या तीनों खाली छोड़ें',
  allRequired: 'फ़ार्मासिस्ट का नाम, फ़ार्मासिस्ट का रजिस्ट्रेशन नंबर और रिटेल ड्रग लाइसेंस नंबर तीनों ज़रूरी हैं',
  nameFormat: 'फ़ार्मासिस्ट के नाम में सिर्फ़ अक्षर, स्पेस, बिंदु, अपॉस्ट्रॉफ़ी और हाइफ़न हो सकते हैं',
  registrationFormat: 'फ़ार्मासिस्ट रजिस्ट्रेशन नंबर में सिर्फ़ अक्षर, अंक, स्लैश, हाइफ़न, बिंदु और स्पेस हो सकते हैं (3 से 40 अक्षर)',
  licenceFormat: 'रिटेल ड्रग लाइसेंस नंबर में सिर्फ़ अक्षर, अंक, स्लैश, हाइफ़न, बिंदु और स्पेस हो सकते हैं (3 से 40 अक्षर)',
  tooLong: `फ़ार्मेसी की हर जानकारी ज़्यादा से ज़्यादा ${PHARMACY_FIELD_MAX_LENGTH} अक्षरों की हो सकती है`,
  neededForPrescriptionClass:
    'प्रिस्क्रिप्शन वाली दवाएँ सिर्फ़ रजिस्टर्ड फ़ार्मासिस्ट वाला सेलर बेच सकता है: पहले सेलर डैशबोर्ड के प्रोफ़ाइल टैब में फ़ार्मासिस्ट का नाम, उसका रजिस्ट्रेशन नंबर और अपना रिटेल ड्रग लाइसेंस नंबर जोड़ें',
  saved: 'फ़ार्मेसी की जानकारी सेव हो गई',
};

export const SHIPMENT_MESSAGES_HI: Translated<typeof SHIPMENT_MESSAGES> = {
  shipmentNotFound: 'शिपमेंट नहीं मिला',
  courierMandatory: `कूरियर का नाम ज़रूरी है (${SHIPMENT_LIMITS.courierMin} से ${SHIPMENT_LIMITS.courierMax} अक्षर)।`,
  trackingNumberMandatory: `ट्रैकिंग नंबर ज़रूरी है (${SHIPMENT_LIMITS.trackingMin} से ${SHIPMENT_LIMITS.trackingMax} अक्षर, अंक या -)।`,
  orderCancelled: 'यह ऑर्डर कैंसल हो चुका है, इसलिए भेजा या डिलीवर नहीं किया जा सकता',
  orderUnpaid: 'इस ऑर्डर का भुगतान अभी नहीं हुआ है, इसलिए यह भेजा नहीं जा सकता',
  orderUnconfirmed: 'खरीदार ने यह ऑर्डर अभी कन्फ़र्म नहीं किया है, इसलिए यह भेजा नहीं जा सकता',
  alreadyShipped: 'यह शिपमेंट पहले ही भेजा जा चुका है',
  alreadyDelivered: 'यह शिपमेंट पहले ही डिलीवर हो चुका है',
  shipFirst: 'यह शिपमेंट अभी भेजा नहीं गया है: डिलीवर मार्क करने से पहले इसे भेजें',
  shipped: 'शिपमेंट भेजा गया मार्क हो गया',
  delivered: 'शिपमेंट डिलीवर हुआ मार्क हो गया',
  cannotCancelShipped: 'इस ऑर्डर का कुछ हिस्सा भेजा जा चुका है, इसलिए अब यह कैंसल नहीं हो सकता',
  productOffSale: 'प्रोडक्ट की बिक्री रोक दी गई',
  productOnSale: 'प्रोडक्ट फिर से बिक्री पर है',
  notOnSale: 'अब बिक्री पर नहीं है। आगे बढ़ने के लिए कृपया इसे कार्ट से हटाएँ।',
  stockOutOfBounds: 'स्टॉक 0 से कम या स्टॉक की सीमा से ज़्यादा नहीं हो सकता',
  stockChangedMeanwhile: 'आपके बदलाव करते समय स्टॉक बदल गया (एक ऑर्डर आया)। कृपया प्रोडक्ट फिर से लोड करके दोबारा कोशिश करें।',
  stockChanged: 'स्टॉक अपडेट हो गया',
};

export const SELLER_VERIFICATION_LABELS_HI: Translated<typeof SELLER_VERIFICATION_LABELS> = {
  pending: 'वेरिफ़िकेशन बाकी',
  verified: 'वेरिफ़ाइड',
  rejected: 'नामंज़ूर',
  suspended: 'सस्पेंड',
};

const DECISION_HI = { approve: 'मंज़ूर', reject: 'नामंज़ूर', suspend: 'सस्पेंड' } as const;

export const SELLER_VERIFICATION_MESSAGES_HI: Translated<typeof SELLER_VERIFICATION_MESSAGES> = {
  houseOnly: 'सेलर का वेरिफ़िकेशन सिर्फ़ AyurVeda Bazaar का हाउस सेलर करता है',
  sellerNotFound: 'सेलर नहीं मिला',
  reasonRequired: `कृपया कारण बताएँ (${SELLER_REASON_MIN} से ${SELLER_REASON_MAX} अक्षर)`,
  notAllowedFrom: (decision, status) => `"${SELLER_VERIFICATION_LABELS_HI[status]}" सेलर को ${DECISION_HI[decision]} नहीं किया जा सकता`,
  houseNotDecided: 'हाउस सेलर हमेशा वेरिफ़ाइड रहता है',
  approved: 'सेलर वेरिफ़ाई हो गया; बिक्री पर उसके प्रोडक्ट अब खरीदारों को दिखते हैं',
  rejected: 'रजिस्ट्रेशन नामंज़ूर हुआ और सेलर को कारण बता दिया गया',
  suspended: 'सेलर सस्पेंड हो गया; उसके प्रोडक्ट खरीदारों से छिपा दिए गए',
  pendingBanner: 'वेरिफ़िकेशन बाकी है: आप अपने प्रोडक्ट तैयार कर सकते हैं, पर AyurVeda Bazaar के आपका रजिस्ट्रेशन वेरिफ़ाई करने के बाद ही खरीदार उन्हें देख पाएँगे।',
  rejectedBanner: 'आपका रजिस्ट्रेशन मंज़ूर नहीं हुआ:',
  suspendedBanner: 'आपका सेलर अकाउंट सस्पेंड है; खरीदार आपके प्रोडक्ट नहीं देखते:',
};

export const SELLER_PRODUCT_MESSAGES_HI: Translated<typeof SELLER_PRODUCT_MESSAGES> = {
  nameMandatory: 'प्रोडक्ट का नाम ज़रूरी है।',
  codeMandatory: 'प्रोडक्ट कोड ज़रूरी है।',
  codeFormat: 'प्रोडक्ट कोड में सिर्फ़ अक्षर, अंक, - और _ हो सकते हैं',
  codeTaken: 'इस कोड का प्रोडक्ट पहले से है',
  brandUnknown: 'कृपया सूची में से ब्रांड चुनें',
  categoryUnknown: 'कृपया सूची में से कैटेगरी चुनें',
  regularPrice: `असली कीमत 1 से ${PRODUCT_LIMITS.priceMax} तक पूरे रुपयों में होनी चाहिए`,
  discount: `छूट 0 से ${PRODUCT_LIMITS.discountMax} तक पूरे प्रतिशत में होनी चाहिए`,
  stock: `स्टॉक 0 से ${PRODUCT_LIMITS.stockMax} तक की पूरी संख्या होनी चाहिए`,
  shortDescriptionMandatory: 'छोटा विवरण ज़रूरी है।',
  fullDescriptionMandatory: 'पूरा विवरण ज़रूरी है।',
  pincodes: 'डिलीवरी पिनकोड कॉमा से अलग किए 6 अंकों के पिनकोड होने चाहिए',
  nameHi: 'हिन्दी नाम देवनागरी में लिखा होना चाहिए (जैसे अश्वगंधा टैबलेट)',
  composition: 'बनावट में < या > नहीं हो सकते (सामग्री सादे टेक्स्ट में लिखें)',
  imageMandatory: 'प्रोडक्ट की फ़ोटो ज़रूरी है (jpg, jpeg या png)',
  productNotFound: 'प्रोडक्ट नहीं मिला',
  notASeller: 'यह सिर्फ़ रजिस्टर्ड सेलर कंपनी कर सकती है',
};

export const SYNONYM_MESSAGES_HI: Translated<typeof SYNONYM_MESSAGES> = {
  words: `समानार्थी समूह में ${SYNONYM_LIMITS.wordsMin} से ${SYNONYM_LIMITS.wordsMax} अलग शब्द या वाक्यांश चाहिए, कॉमा से अलग, हर एक ज़्यादा से ज़्यादा ${SYNONYM_LIMITS.wordMax} अक्षरों का: अक्षर (लैटिन या देवनागरी), स्पेस, हाइफ़न या अपॉस्ट्रॉफ़ी`,
  tooMany: `ज़्यादा से ज़्यादा ${SYNONYM_LIMITS.groupsMax} समानार्थी समूह हो सकते हैं`,
  notFound: 'समानार्थी समूह नहीं मिला',
  saved: 'समानार्थी समूह सेव हो गया',
  removed: 'समानार्थी समूह हटा दिया गया',
};

/** Account safety mails in Hindi (issue 31): the data of account-safety.ts, every word Hindi. */
import { formatMoney } from 'shared-lib/domain';
import { guestTrackLink, shopLink } from '../context';
import { composeMail, type RenderedMail } from './layout';
import type { EmailChangedData, SellerCancelledData, SignupAttemptData, VerifyEmailData } from './account-safety';

const ROLE_HI: Record<string, string> = { patient: 'मरीज़', doctor: 'डॉक्टर', seller: 'विक्रेता' };

export function verifyEmailMailHi(d: VerifyEmailData): RenderedMail {
  return composeMail({
    subject: 'कृपया अपना ईमेल पता पक्का करें',
    title: 'अपना ईमेल पक्का करें',
    preheader: 'अपना पता पक्का करने के लिए बस एक क्लिक',
    lines: [`नमस्ते ${d.name}, आपका स्वागत है! कृपया पक्का करें कि यह आपका ही ईमेल पता है।`],
    buttons: [{ href: d.link, label: 'मेरा ईमेल पक्का करें' }],
    after: [`यह लिंक एक ही बार और ${d.days} दिन तक काम करेगा। तब तक हर कैश ऑन डिलीवरी ऑर्डर को ईमेल से पक्का करना होगा।`],
    language: 'hi',
  });
}

export function signupAttemptMailHi(d: SignupAttemptData): RenderedMail {
  return composeMail({
    subject: 'किसी ने आपके ईमेल पते से साइन अप करने की कोशिश की',
    title: 'आपके पते से एक साइन अप',
    preheader: 'आपका अकाउंट जैसा था वैसा ही है',
    lines: [
      `नमस्ते ${d.name}, किसी ने इस ईमेल पते से नया ${ROLE_HI[d.type] ?? d.type} अकाउंट बनाने की कोशिश की, जबकि इस पते पर पहले से एक अकाउंट है।`,
      'अगर यह आप थे, तो बस लॉग इन करें; पासवर्ड भूल गए हों तो लॉगिन पेज पर "पासवर्ड भूल गए?" चुनें। अगर यह आप नहीं थे, तो इस ईमेल को अनदेखा करें: कुछ भी नहीं बदला गया है।',
    ],
    buttons: [{ href: shopLink(`${d.type}/login`), label: 'लॉग इन करें' }],
    language: 'hi',
  });
}

export function emailChangedMailHi(d: EmailChangedData): RenderedMail {
  return composeMail({
    subject: 'आपका लॉगिन ईमेल बदल दिया गया है',
    title: 'आपका ईमेल बदल दिया गया',
    preheader: 'आपने नहीं बदला? इसे वापस करें',
    lines: [
      `नमस्ते ${d.name}, आपके अकाउंट का लॉगिन ईमेल बदलकर ${d.newEmail} कर दिया गया है, और बाकी सभी सेशन से लॉग आउट कर दिया गया है।`,
      `अगर यह आपने नहीं किया, तो ${d.days} दिन के अंदर इसे वापस करें: आपका पुराना पता लौट आएगा और सभी सेशन से लॉग आउट हो जाएगा।`,
    ],
    buttons: [{ href: d.undoLink, label: 'यह बदलाव वापस करें' }],
    language: 'hi',
  });
}

export function sellerCancelledMailHi(d: SellerCancelledData): RenderedMail {
  return composeMail({
    subject: `ऑर्डर ${d.uniqueId} के कुछ सामान कैंसल हुए`,
    title: 'आपके ऑर्डर का एक हिस्सा कैंसल हुआ',
    preheader: d.uniqueId,
    lines: [
      `नमस्ते ${d.customerName}, विक्रेता को आपके ऑर्डर ${d.uniqueId} का एक हिस्सा कैंसल करना पड़ा: ${d.items.join(', ')}।`,
      `विक्रेता का कारण: ${d.reason}`,
      'इन सामानों के लिए आपको डिलीवरी पर कोई भुगतान नहीं करना है। आपके ऑर्डर का बाकी सामान पहले जैसा ही आएगा।',
      ...(typeof d.newTotal === 'number' ? [`आपके ऑर्डर का नया कुल, डिलीवरी पर देना है: ${formatMoney(d.newTotal, 'hi')}`] : []),
      ...(d.creditNoteNumbers?.length ? [`कैंसल हुए सामानों के लिए इनवॉइस पर GST क्रेडिट नोट ${d.creditNoteNumbers.join(', ')} जारी किया गया है: यह इस मेल के साथ अटैच है।`] : []),
    ],
    buttons: d.guest ? [{ href: guestTrackLink(d.uniqueId), label: 'अपना ऑर्डर ट्रैक करें' }] : [],
    language: 'hi',
  });
}

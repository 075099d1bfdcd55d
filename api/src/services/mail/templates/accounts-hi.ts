/** Account mails in Hindi (issue 31): the same data as their English templates (accounts.ts), every word Hindi. */
import { shopLink } from '../context';
import { composeMail, type RenderedMail } from './layout';
import type { DoctorOnboardingData, NewsletterConfirmData, PasswordResetData, SellerRegistrationData } from './accounts';

export function passwordResetMailHi(d: PasswordResetData): RenderedMail {
  const title = 'अपना पासवर्ड बदलें';
  return composeMail({
    subject: title,
    title,
    preheader: 'नया पासवर्ड चुनने का लिंक',
    lines: [`नमस्ते ${d.name}, किसी ने (उम्मीद है आपने) आपके अकाउंट का पासवर्ड बदलने के लिए कहा है।`],
    buttons: [{ href: d.link, label: 'नया पासवर्ड चुनें' }],
    after: [`यह लिंक एक ही बार और ${d.minutes} मिनट तक काम करेगा। अगर आपने यह नहीं माँगा था, तो इस ईमेल को अनदेखा करें: आपका पासवर्ड जैसा है वैसा ही रहेगा।`],
    language: 'hi',
  });
}

export function newsletterConfirmMailHi(d: NewsletterConfirmData): RenderedMail {
  return composeMail({
    subject: 'न्यूज़लेटर की सदस्यता पक्की करें',
    title: 'अपनी सदस्यता पक्की करें',
    preheader: 'पक्का करने के लिए बस एक क्लिक',
    lines: ['कृपया पक्का करें कि आप हमारा न्यूज़लेटर चाहते हैं: ऑफ़र, नए प्रोडक्ट और आयुर्वेद के सुझाव, महीने में लगभग दो बार।'],
    buttons: [{ href: d.link, label: 'मेरी सदस्यता पक्की करें' }],
    after: ['अगर आपने यह नहीं माँगा था, तो इस ईमेल को अनदेखा करें; हम आपको आगे कुछ नहीं भेजेंगे।'],
    language: 'hi',
  });
}

export function doctorOnboardingCompleteMailHi(d: DoctorOnboardingData): RenderedMail {
  return composeMail({
    subject: 'आपकी डॉक्टर प्रोफ़ाइल पूरी हो गई है',
    title: 'हमारी डॉक्टर टीम में आपका स्वागत है',
    preheader: 'आपकी डॉक्टर प्रोफ़ाइल पूरी हो गई है',
    lines: [`नमस्ते ${d.name}, आपकी डॉक्टर प्रोफ़ाइल पूरी हो गई है।`, 'अब मरीज़ आपको हमारी डॉक्टर टीम में ढूँढ सकते हैं। अपनी जानकारी आप कभी भी अपने डैशबोर्ड पर देख सकते हैं।'],
    buttons: [{ href: shopLink('doctor/login'), label: 'अपना डैशबोर्ड खोलें' }],
    language: 'hi',
  });
}

export function sellerRegistrationReceivedMailHi(d: SellerRegistrationData): RenderedMail {
  return composeMail({
    subject: 'आपका विक्रेता रजिस्ट्रेशन हमें मिल गया है',
    title: 'विक्रेता रजिस्ट्रेशन मिल गया',
    preheader: `${d.companyName} की जाँच चल रही है`,
    lines: [
      `नमस्ते ${d.name}, हमें ${d.companyName} का रजिस्ट्रेशन मिल गया है।`,
      'हमारी टीम आपकी GST और PAN की जानकारी जाँचती है, आम तौर पर दो कामकाजी दिनों में, और आपका विक्रेता अकाउंट तैयार होते ही आपको ईमेल करेगी।',
    ],
    buttons: [{ href: shopLink('seller/login'), label: 'विक्रेता लॉगिन' }],
    language: 'hi',
  });
}

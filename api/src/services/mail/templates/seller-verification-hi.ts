/** The seller verification mail in Hindi (issue 31): the data of seller-verification.ts, every word Hindi. */
import type { SellerVerificationStatus } from 'shared-lib/domain';
import { shopLink } from '../context';
import { composeMail, type RenderedMail } from './layout';
import type { SellerVerificationData } from './seller-verification';

const WORDING: Record<SellerVerificationStatus, { subject: string; title: string; lines: (d: SellerVerificationData) => string[] }> = {
  verified: {
    subject: 'आपका विक्रेता खाता वेरिफ़ाई हो गया',
    title: 'अब आप AyurVeda Bazaar पर बेच सकते हैं',
    lines: (d) => [`नमस्ते ${d.name}, हमने ${d.companyName} के GST, PAN और लाइसेंस की जानकारी जाँच ली है।`, 'बिक्री पर लगे आपके प्रोडक्ट अब ग्राहकों को दिखते हैं।'],
  },
  rejected: {
    subject: 'आपका विक्रेता रजिस्ट्रेशन मंज़ूर नहीं हुआ',
    title: 'आपका रजिस्ट्रेशन मंज़ूर नहीं हुआ',
    lines: (d) => [`नमस्ते ${d.name}, हम ${d.companyName} का रजिस्ट्रेशन मंज़ूर नहीं कर सके।`, `कारण: ${d.reason ?? ''}`, 'इसे ठीक करने के बाद इस ई-मेल का जवाब दें, हम फिर से जाँच करेंगे।'],
  },
  suspended: {
    subject: 'आपका विक्रेता खाता निलंबित है',
    title: 'आपका विक्रेता खाता निलंबित है',
    lines: (d) => [`नमस्ते ${d.name}, ${d.companyName} का विक्रेता खाता निलंबित कर दिया गया है: ग्राहकों को अब आपके प्रोडक्ट नहीं दिखते।`, `कारण: ${d.reason ?? ''}`, 'दोबारा जाँच के लिए इस ई-मेल का जवाब दें।'],
  },
  pending: {
    subject: 'आपके विक्रेता रजिस्ट्रेशन की जाँच हो रही है',
    title: 'आपके रजिस्ट्रेशन की जाँच हो रही है',
    lines: (d) => [`नमस्ते ${d.name}, ${d.companyName} का रजिस्ट्रेशन हमारी जाँच का इंतज़ार कर रहा है।`],
  },
};

export function sellerVerificationMailHi(d: SellerVerificationData): RenderedMail {
  const w = WORDING[d.status];
  return composeMail({
    subject: w.subject,
    title: w.title,
    preheader: w.title,
    lines: w.lines(d),
    buttons: [{ href: shopLink('seller/login'), label: 'विक्रेता लॉगिन' }],
    language: 'hi',
  });
}

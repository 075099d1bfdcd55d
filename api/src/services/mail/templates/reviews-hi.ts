/** The removed-review mail in Hindi (issue 31): the data of reviews.ts, every word Hindi. */
import { shopLink } from '../context';
import { composeMail, type RenderedMail } from './layout';
import type { ReviewRemovedData } from './reviews';

export function reviewRemovedMailHi(d: ReviewRemovedData): RenderedMail {
  return composeMail({
    subject: `${d.productName} का आपका रिव्यू हटा दिया गया`,
    title: 'आपका रिव्यू हटा दिया गया',
    preheader: `कारण: ${d.reason}`,
    lines: [
      `नमस्ते ${d.customerName}, ${d.productName} का आपका रिव्यू हमारे मॉडरेटर ने हटा दिया है।`,
      `कारण: ${d.reason}`,
      'रिव्यू नेगेटिव होने की वजह से कभी नहीं हटाए जाते: सिर्फ़ तब, जब वे हमारे रिव्यू के नियम तोड़ते हैं।',
    ],
    buttons: [{ href: shopLink('home'), label: 'शॉप पर जाएँ' }],
    language: 'hi',
  });
}

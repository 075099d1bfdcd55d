/** The rejected-prescription mail in Hindi (issue 31): the data of rx-review.ts, every word Hindi. */
import { formatMoney } from 'shared-lib/domain';
import { shopLink } from '../context';
import { composeMail, type RenderedMail } from './layout';
import type { RxRejectedMailData } from './rx-review';

export function rxRejectedMailHi(d: RxRejectedMailData): RenderedMail {
  const title = 'प्रिस्क्रिप्शन स्वीकार नहीं हुआ';
  return composeMail({
    subject: `${title}: ऑर्डर ${d.uniqueId}`,
    title,
    preheader: d.uniqueId,
    lines: [
      `नमस्ते ${d.customerName}, फ़ार्मासिस्ट ऑर्डर ${d.uniqueId} का प्रिस्क्रिप्शन स्वीकार नहीं कर सके।`,
      `कारण: ${d.reason}।`,
      `ये दवाइयाँ नहीं भेजी जाएँगी: ${d.products.join(', ')}।`,
      d.canUploadAgain ? '"मेरे ऑर्डर" में आप इस ऑर्डर के लिए एक बार नया प्रिस्क्रिप्शन अपलोड कर सकते हैं।' : 'इस ऑर्डर की प्रिस्क्रिप्शन वाली दवाइयाँ कैंसल कर दी गई हैं।',
      ...(d.refund > 0 ? [`${formatMoney(d.refund, 'hi')} का रिफ़ंड आपके भुगतान के मूल तरीके के लिए दर्ज कर दिया गया है।`] : []),
    ],
    buttons: [{ href: shopLink('patient/my-profile/orders'), label: 'मेरे ऑर्डर' }],
    language: 'hi',
  });
}

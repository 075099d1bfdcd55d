/** The return mails in Hindi (issue 31): the data of returns.ts, every word Hindi; amounts in Latin digits. */
import { formatPaise } from 'shared-lib/domain';
import type { ReturnStatus } from 'shared-lib/domain/returns';
import { shopLink } from '../context';
import { composeMail, type RenderedMail } from './layout';
import type { ReturnUpdateData } from './returns';

const STATUS_HI: Record<ReturnStatus, string> = {
  requested: 'रिटर्न का अनुरोध मिला',
  rejected: 'रिटर्न अस्वीकार हुआ',
  approved: 'रिटर्न मंज़ूर हुआ',
  pickup_scheduled: 'पिकअप तय हुआ',
  picked_up: 'पिकअप हो गया',
  received: 'विक्रेता को रिटर्न मिल गया',
};

const STEP_HI: Record<ReturnStatus, string> = {
  requested: 'आपका रिटर्न अनुरोध हमें मिल गया है और विक्रेता को भेज दिया गया है, जो जल्द ही इसे मंज़ूर या अस्वीकार करेगा।',
  rejected: 'विक्रेता आपका रिटर्न अनुरोध स्वीकार नहीं कर सका।',
  approved: 'विक्रेता ने आपका रिटर्न मंज़ूर कर दिया है। पिकअप तय होते ही हम आपको बताएँगे।',
  pickup_scheduled: 'आपके रिटर्न का पिकअप तय हो गया है: कृपया सामान उसकी असली पैकिंग में तैयार रखें।',
  picked_up: 'आपका रिटर्न उठा लिया गया है और विक्रेता के पास भेजा जा रहा है।',
  received: 'विक्रेता को आपका रिटर्न मिल गया है।',
};

export function returnUpdateMailHi(d: ReturnUpdateData): RenderedMail {
  const title = STATUS_HI[d.status];
  return composeMail({
    subject: `${title}: ऑर्डर ${d.uniqueId}`,
    title,
    preheader: `ऑर्डर ${d.uniqueId}`,
    lines: [
      `नमस्ते ${d.customerName}, ऑर्डर ${d.uniqueId} के आपके रिटर्न की जानकारी।`,
      STEP_HI[d.status],
      `सामान: ${d.items.join(', ')}`,
      ...(d.reason ? [`कारण: ${d.reason}`] : []),
      ...(d.refundPaise != null ? [`₹${formatPaise(d.refundPaise)} का रिफ़ंड ${d.refundDestination ?? 'आपके मूल भुगतान तरीके'} पर दर्ज किया गया है, 5-7 कामकाजी दिनों में।`] : []),
      ...(d.creditNoteNumber ? [`आपके इनवॉइस पर GST क्रेडिट नोट ${d.creditNoteNumber} जारी किया गया है: यह इस मेल के साथ अटैच है, और आप इसे अपने ऑर्डर से भी डाउनलोड कर सकते हैं।`] : []),
    ],
    buttons: [{ href: shopLink('patient/my-profile/orders'), label: 'अपना ऑर्डर देखें' }],
    language: 'hi',
  });
}

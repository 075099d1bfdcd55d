/** Shipment mails in Hindi (issue 31): the data of shipment.ts, every word Hindi. */
import { formatDate } from 'shared-lib/domain';
import { guestTrackLink, shopLink } from '../context';
import { composeMail, type MailButton, type RenderedMail } from './layout';
import type { ShipmentDeliveredData, ShipmentShippedData } from './shipment';

const TRACK_ORDER = 'अपना ऑर्डर ट्रैक करें';

export function shipmentShippedMailHi(d: ShipmentShippedData): RenderedMail {
  const button: MailButton = d.trackingUrl
    ? { href: d.trackingUrl, label: 'अपना पार्सल ट्रैक करें' }
    : d.guest
      ? { href: guestTrackLink(d.uniqueId), label: TRACK_ORDER }
      : { href: shopLink('home'), label: 'शॉप पर जाएँ' };
  return composeMail({
    subject: `ऑर्डर ${d.uniqueId} भेज दिया गया है`,
    title: 'आपका ऑर्डर भेज दिया गया है',
    preheader: `${d.courier} ${d.trackingNumber}`,
    lines: [`नमस्ते ${d.customerName}, खुशखबरी: आपका ऑर्डर ${d.uniqueId} रास्ते में है।`, `कूरियर: ${d.courier}`, `ट्रैकिंग नंबर: ${d.trackingNumber}`],
    buttons: [button],
    language: 'hi',
  });
}

export function shipmentDeliveredMailHi(d: ShipmentDeliveredData): RenderedMail {
  const date = formatDate(d.deliveredOn, 'date', 'hi');
  const reviews = (d.products ?? []).map((p) => ({ href: p.reviewLink ?? shopLink(`home/buy-medicine/product-details/${p.id}?review=1`), label: `${p.name} का रिव्यू लिखें` }));
  return composeMail({
    subject: `ऑर्डर ${d.uniqueId} डिलीवर हो गया`,
    title: 'आपका ऑर्डर डिलीवर हो गया',
    preheader: `${date} को डिलीवर हुआ`,
    lines: [`नमस्ते ${d.customerName}, आपका ऑर्डर ${d.uniqueId} ${date} को डिलीवर हो गया।`, 'उम्मीद है यह आपके काम आएगा। इसमें कोई गड़बड़ हो, तो हमारी रिटर्न पॉलिसी देखें।'],
    buttons: [{ href: shopLink('return-policy'), label: 'रिटर्न पॉलिसी' }, ...(d.guest ? [{ href: guestTrackLink(d.uniqueId), label: TRACK_ORDER }] : [])],
    after: reviews.length ? ['यह आपके लिए कैसा रहा? दूसरे खरीदार जानना चाहेंगे।'] : [],
    closing: reviews,
    language: 'hi',
  });
}

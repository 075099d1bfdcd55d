/** Unconfirmed pay-on-delivery order mails in Hindi (issue 31): the data of guest-orders.ts, every word Hindi. */
import { formatDate } from 'shared-lib/domain';
import { guestTrackLink, shopLink } from '../context';
import { composeMail, type RenderedMail } from './layout';
import type { GuestOrderLapsedData, GuestOrderReminderData } from './guest-orders';

const track = (uniqueId: string) => ({ href: guestTrackLink(uniqueId), label: 'अपना ऑर्डर ट्रैक करें' });

export function guestOrderReminderMailHi(d: GuestOrderReminderData): RenderedMail {
  return composeMail({
    subject: `याद दिलाना: कृपया अपना ऑर्डर ${d.uniqueId} पक्का करें`,
    title: 'कृपया अपना ऑर्डर पक्का करें',
    preheader: `ऑर्डर ID: ${d.uniqueId}`,
    lines: [
      `नमस्ते ${d.name}, आपका ऑर्डर ${d.uniqueId} अभी पक्का नहीं हुआ है।`,
      `कृपया इसे ${formatDate(d.by, 'dateTime', 'hi')} IST तक पक्का करें; नहीं तो यह कैंसल हो जाएगा और कुछ भी डिलीवर नहीं होगा।`,
    ],
    buttons: [{ href: d.link, label: 'मेरा ऑर्डर पक्का करें' }, track(d.uniqueId)],
    language: 'hi',
  });
}

export function guestOrderLapsedMailHi(d: GuestOrderLapsedData): RenderedMail {
  return composeMail({
    subject: `आपका ऑर्डर ${d.uniqueId} कैंसल हो गया: यह पक्का नहीं किया गया`,
    title: 'आपका ऑर्डर कैंसल हो गया',
    preheader: `ऑर्डर ID: ${d.uniqueId}`,
    lines: [
      `नमस्ते ${d.name}, आपका ऑर्डर ${d.uniqueId} कैंसल हो गया, क्योंकि ईमेल में भेजे गए लिंक से इसे समय पर पक्का नहीं किया गया।`,
      'कुछ भी डिलीवर नहीं होगा और आपको कुछ नहीं देना है। सामान फिर से बिक्री पर है; आप दोबारा ऑर्डर कर सकते हैं।',
    ],
    buttons: [{ href: shopLink('home'), label: 'फिर से ऑर्डर करें' }, track(d.uniqueId)],
    language: 'hi',
  });
}

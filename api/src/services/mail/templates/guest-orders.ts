/** Guest (and unverified-account) pay-on-delivery orders waiting for their e-mailed confirmation: the reminder 10 minutes before the deadline, and the mail when it lapsed. */
import { guestTrackLink, shopLink } from '../context';
import { buttonHtml, layoutHtml, layoutText, paragraph, type RenderedMail } from './layout';

const IST = { timeZone: 'Asia/Kolkata' } as const;
const istTime = (iso: string) => `${new Date(iso).toLocaleString('en-IN', { ...IST, day: '2-digit', month: 'short', hour: '2-digit', minute: '2-digit', hour12: true })} IST`;

export interface GuestOrderReminderData {
  name: string;
  uniqueId: string;
  link: string;
  /** ISO deadline */
  by: string;
}

export function guestOrderReminderMail(d: GuestOrderReminderData): RenderedMail {
  const lines = [
    `Namaste ${d.name}, your order ${d.uniqueId} is not confirmed yet.`,
    `Please confirm it by ${istTime(d.by)}; otherwise it is cancelled and nothing will be delivered.`,
  ];
  return {
    subject: `Reminder: please confirm your order ${d.uniqueId}`,
    html: layoutHtml('Please confirm your order', `Order ID: ${d.uniqueId}`, `${lines.map(paragraph).join('')}${buttonHtml(d.link, 'Confirm my order')}${buttonHtml(guestTrackLink(d.uniqueId), 'Track your order')}`),
    text: layoutText('Please confirm your order', `${lines.join('\n')}\n\nConfirm my order: ${d.link}\nTrack your order: ${guestTrackLink(d.uniqueId)}`),
  };
}

export interface GuestOrderLapsedData {
  name: string;
  uniqueId: string;
}

export function guestOrderLapsedMail(d: GuestOrderLapsedData): RenderedMail {
  const lines = [
    `Namaste ${d.name}, your order ${d.uniqueId} was cancelled because it was not confirmed from the e-mailed link in time.`,
    'Nothing will be delivered and nothing is owed. The items went back on sale; you are welcome to order again.',
  ];
  const again = shopLink('home');
  return {
    subject: `Your order ${d.uniqueId} was cancelled: it was not confirmed`,
    html: layoutHtml('Your order was cancelled', `Order ID: ${d.uniqueId}`, `${lines.map(paragraph).join('')}${buttonHtml(again, 'Order again')}${buttonHtml(guestTrackLink(d.uniqueId), 'Track your order')}`),
    text: layoutText('Your order was cancelled', `${lines.join('\n')}\n\nOrder again: ${again}\nTrack your order: ${guestTrackLink(d.uniqueId)}`),
  };
}

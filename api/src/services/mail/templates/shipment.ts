/** Shipment mails for the seller dashboard's Processing -> Shipped -> Delivered moves (issue 11 calls them). */
import { guestTrackLink, shopLink } from '../context';
import { buttonHtml, layoutHtml, layoutText, paragraph, type RenderedMail } from './layout';

export interface ShipmentShippedData {
  uniqueId: string;
  customerName: string;
  courier: string;
  trackingNumber: string;
  /** the courier's tracking page, when known */
  trackingUrl?: string | null;
  /** a guest's order: the shop's Track an order page is the guest's way in */
  guest?: boolean;
}

export function shipmentShippedMail(d: ShipmentShippedData): RenderedMail {
  const link = d.trackingUrl || (d.guest ? guestTrackLink(d.uniqueId) : shopLink('home'));
  const label = d.trackingUrl ? 'Track your parcel' : d.guest ? 'Track your order' : 'Visit the shop';
  const lines = [
    `Namaste ${d.customerName}, good news: your order ${d.uniqueId} is on its way.`,
    `Courier: ${d.courier}`,
    `Tracking number: ${d.trackingNumber}`,
  ];
  return {
    subject: `Order ${d.uniqueId} has shipped`,
    html: layoutHtml('Your order has shipped', `${d.courier} ${d.trackingNumber}`, `${lines.map(paragraph).join('')}${buttonHtml(link, label)}`),
    text: layoutText('Your order has shipped', `${lines.join('\n')}\n\n${label}: ${link}`),
  };
}

export interface ShipmentDeliveredData {
  uniqueId: string;
  customerName: string;
  deliveredOn: string;
  /** products of the shipment, each linked to its review form (issue 34); a guest's with its signed link */
  products?: Array<{ id: number; name: string; reviewLink?: string }>;
  /** a guest's order: the shop's Track an order page is the guest's way in */
  guest?: boolean;
}

export function shipmentDeliveredMail(d: ShipmentDeliveredData): RenderedMail {
  const date = new Date(d.deliveredOn).toLocaleDateString('en-IN', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
  const lines = [`Namaste ${d.customerName}, your order ${d.uniqueId} was delivered on ${date}.`, 'We hope it serves you well. If anything is wrong with it, see our return policy.'];
  const link = shopLink('return-policy');
  const reviews = (d.products ?? []).map((p) => ({ name: p.name, link: p.reviewLink ?? shopLink(`home/buy-medicine/product-details/${p.id}?review=1`) }));
  const reviewHtml = reviews.length ? `${paragraph('How did it work for you? Other buyers would like to know.')}${reviews.map((r) => buttonHtml(r.link, `Review ${r.name}`)).join('')}` : '';
  const reviewText = reviews.map((r) => `\nReview ${r.name}: ${r.link}`).join('');
  const track = d.guest ? guestTrackLink(d.uniqueId) : null;
  return {
    subject: `Order ${d.uniqueId} delivered`,
    html: layoutHtml('Your order was delivered', `Delivered on ${date}`, `${lines.map(paragraph).join('')}${buttonHtml(link, 'Return policy')}${track ? buttonHtml(track, 'Track your order') : ''}${reviewHtml}`),
    text: layoutText('Your order was delivered', `${lines.join('\n')}\n\nReturn policy: ${link}${track ? `\nTrack your order: ${track}` : ''}${reviewText}`),
  };
}

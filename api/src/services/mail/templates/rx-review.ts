/** Prescription review outcome (issue 28): the reason of a rejection, never the prescription itself (no attachment). */
import { shopLink } from '../context';
import { buttonHtml, layoutHtml, layoutText, paragraph, type RenderedMail } from './layout';

export interface RxRejectedMailData {
  customerName: string;
  uniqueId: string;
  reason: string;
  products: string[];
  /** the patient may still upload a new prescription for this order */
  canUploadAgain: boolean;
  refund: number;
}

export function rxRejectedMail(d: RxRejectedMailData): RenderedMail {
  const link = shopLink('patient/my-profile/orders');
  const lines = [
    `Namaste ${d.customerName}, the pharmacist could not accept the prescription for order ${d.uniqueId}.`,
    `Reason: ${d.reason}.`,
    `These medicines will not ship: ${d.products.join(', ')}.`,
    d.canUploadAgain ? 'You may upload a new prescription once for this order in My Orders.' : 'The prescription medicines of this order are cancelled.',
    ...(d.refund > 0 ? [`A refund of ₹${d.refund} is recorded for your original payment method.`] : []),
  ];
  const title = 'Prescription not accepted';
  return { subject: `${title}: order ${d.uniqueId}`, html: layoutHtml(title, d.uniqueId, `${lines.map(paragraph).join('')}${buttonHtml(link, 'My Orders')}`), text: layoutText(title, `${lines.join('\n')}\n\nMy Orders: ${link}`) };
}

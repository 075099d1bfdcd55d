/** Review mails (issue 34): a removed review's reason to its author. */
import { shopLink } from '../context';
import { buttonHtml, layoutHtml, layoutText, paragraph, type RenderedMail } from './layout';

export interface ReviewRemovedData {
  customerName: string;
  productName: string;
  reason: string;
}

export function reviewRemovedMail(d: ReviewRemovedData): RenderedMail {
  const lines = [
    `Namaste ${d.customerName}, your review of ${d.productName} was removed by our moderators.`,
    `Reason: ${d.reason}`,
    'Reviews are never removed for being negative: only for breaking our review guidelines.',
  ];
  const link = shopLink('home');
  return {
    subject: `Your review of ${d.productName} was removed`,
    html: layoutHtml('Your review was removed', `Reason: ${d.reason}`, `${lines.map(paragraph).join('')}${buttonHtml(link, 'Visit the shop')}`),
    text: layoutText('Your review was removed', `${lines.join('\n')}\n\nVisit the shop: ${link}`),
  };
}

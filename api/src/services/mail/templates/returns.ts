/** Return mails (issue 33): every step of a return, to its patient. */
import { formatPaise } from 'shared-lib/domain';
import { RETURN_STATUS_LABELS, type ReturnStatus } from 'shared-lib/domain/returns';
import { shopLink } from '../context';
import { buttonHtml, layoutHtml, layoutText, paragraph, type RenderedMail } from './layout';

export interface ReturnUpdateData {
  customerName: string;
  uniqueId: string;
  status: ReturnStatus;
  /** 'Ashwagandha Tablets x 1' */
  items: string[];
  /** the seller's reason for a rejection */
  reason?: string | null;
  /** on receipt: the refund and the credit note */
  refundPaise?: number | null;
  refundDestination?: string | null;
  creditNoteNumber?: string | null;
}

const STEP_TEXT: Record<ReturnStatus, string> = {
  requested: 'We have your return request and sent it to the seller, who will approve or reject it shortly.',
  rejected: 'The seller could not accept your return request.',
  approved: 'The seller approved your return. A pickup will be scheduled and we will tell you when.',
  pickup_scheduled: 'The pickup of your return is scheduled: please keep the items packed in their original packaging.',
  picked_up: 'Your return has been picked up and is on its way to the seller.',
  received: 'The seller received your return.',
};

export function returnUpdateMail(d: ReturnUpdateData): RenderedMail {
  const title = RETURN_STATUS_LABELS[d.status];
  const lines = [
    `Namaste ${d.customerName}, an update on your return for order ${d.uniqueId}.`,
    STEP_TEXT[d.status],
    `Items: ${d.items.join(', ')}`,
    ...(d.reason ? [`Reason: ${d.reason}`] : []),
    ...(d.refundPaise != null ? [`A refund of ₹${formatPaise(d.refundPaise)} is recorded to ${d.refundDestination ?? 'your original payment method'}, within 5-7 working days.`] : []),
    ...(d.creditNoteNumber ? [`GST credit note ${d.creditNoteNumber} was issued against your invoice: it is attached to this mail, and you can also download it from your order.`] : []),
  ];
  const link = shopLink('patient/my-profile/orders');
  return {
    subject: `${title}: order ${d.uniqueId}`,
    html: layoutHtml(title, `Order ${d.uniqueId}`, `${lines.map(paragraph).join('')}${buttonHtml(link, 'View your order')}`),
    text: layoutText(title, `${lines.join('\n')}\n\nView your order: ${link}`),
  };
}

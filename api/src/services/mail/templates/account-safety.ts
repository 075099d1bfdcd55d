/** Account safety mails (issue 24): verify the e-mail, someone tried to sign up with it, it was changed, a seller cancelled. */
import { formatRupees } from 'shared-lib/domain';
import { guestTrackLink, shopLink } from '../context';
import { buttonHtml, layoutHtml, layoutText, paragraph, type RenderedMail } from './layout';

export interface VerifyEmailData {
  name: string;
  link: string;
  days: number;
}

export function verifyEmailMail(d: VerifyEmailData): RenderedMail {
  const lines = [`Namaste ${d.name}, welcome! Please confirm that this is your e-mail address.`, `The link works once and for ${d.days} days. Until then, each pay-on-delivery order asks for a confirmation by e-mail.`];
  return {
    subject: 'Please verify your e-mail address',
    html: layoutHtml('Verify your e-mail', 'One click to verify your address', `${paragraph(lines[0])}${buttonHtml(d.link, 'Verify my e-mail')}${paragraph(lines[1])}`),
    text: layoutText('Verify your e-mail', `${lines[0]}\n\nVerify my e-mail: ${d.link}\n\n${lines[1]}`),
  };
}

export interface SignupAttemptData {
  name: string;
  /** patient | doctor | seller */
  type: string;
}

export function signupAttemptMail(d: SignupAttemptData): RenderedMail {
  const lines = [
    `Namaste ${d.name}, someone tried to create a new ${d.type} account with this e-mail address, which already has one.`,
    'If it was you, simply log in; if you forgot your password, use "Forgot Password?" on the login page. If it was not you, you can ignore this e-mail: nothing was changed.',
  ];
  const link = shopLink(`${d.type}/login`);
  return {
    subject: 'Someone tried to sign up with your e-mail address',
    html: layoutHtml('A sign-up with your address', 'Your account is unchanged', `${lines.map(paragraph).join('')}${buttonHtml(link, 'Log in')}`),
    text: layoutText('A sign-up with your address', `${lines.join('\n')}\n\nLog in: ${link}`),
  };
}

export interface EmailChangedData {
  name: string;
  newEmail: string;
  undoLink: string;
  days: number;
}

export function emailChangedMail(d: EmailChangedData): RenderedMail {
  const lines = [
    `Namaste ${d.name}, the login e-mail of your account was changed to ${d.newEmail}, and every other session was signed out.`,
    `If you did not do this, undo it within ${d.days} days: your old address comes back and every session is signed out.`,
  ];
  return {
    subject: 'Your login e-mail was changed',
    html: layoutHtml('Your e-mail was changed', 'Not you? Undo it', `${lines.map(paragraph).join('')}${buttonHtml(d.undoLink, 'Undo this change')}`),
    text: layoutText('Your e-mail was changed', `${lines.join('\n')}\n\nUndo this change: ${d.undoLink}`),
  };
}

export interface SellerCancelledData {
  uniqueId: string;
  customerName: string;
  items: string[];
  reason: string;
  /** rupees: the order's new total when other items go on (absent in mails queued before it was added) */
  newTotal?: number | null;
  /** a guest's order: the shop's Track an order page is the guest's way in */
  guest?: boolean;
  /** the GST credit notes of the cancelled items (attached), when the invoices were issued */
  creditNoteNumbers?: string[];
}

export function sellerCancelledMail(d: SellerCancelledData): RenderedMail {
  const lines = [
    `Namaste ${d.customerName}, the seller had to cancel part of your order ${d.uniqueId}: ${d.items.join(', ')}.`,
    `The seller's reason: ${d.reason}`,
    'You will not pay for these items on delivery. Anything else in your order is not affected.',
    ...(typeof d.newTotal === 'number' ? [`The new total of your order, to pay on delivery: ${formatRupees(d.newTotal)}`] : []),
    ...(d.creditNoteNumbers?.length ? [`GST credit note ${d.creditNoteNumbers.join(', ')} was issued for the cancelled items against the invoice: it is attached to this mail.`] : []),
  ];
  return {
    subject: `Items of order ${d.uniqueId} were cancelled`,
    html: layoutHtml('Part of your order was cancelled', d.uniqueId, `${lines.map(paragraph).join('')}${d.guest ? buttonHtml(guestTrackLink(d.uniqueId), 'Track your order') : ''}`),
    text: layoutText('Part of your order was cancelled', `${lines.join('\n')}${d.guest ? `\n\nTrack your order: ${guestTrackLink(d.uniqueId)}` : ''}`),
  };
}

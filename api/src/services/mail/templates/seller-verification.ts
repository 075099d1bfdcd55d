/** Seller verification (issue 33): the seller is told of each decision of the house seller, with its reason. */
import type { SellerVerificationStatus } from 'shared-lib/domain';
import { shopLink } from '../context';
import { buttonHtml, layoutHtml, layoutText, paragraph, type RenderedMail } from './layout';

export interface SellerVerificationData {
  name: string;
  companyName: string;
  status: SellerVerificationStatus;
  /** the house seller's reason (rejected, suspended) */
  reason: string | null;
}

const WORDING: Record<SellerVerificationStatus, { subject: string; heading: string; lines: (d: SellerVerificationData) => string[] }> = {
  verified: {
    subject: 'Your seller account is verified',
    heading: 'You can sell on AyurVeda Bazaar',
    lines: (d) => [`Namaste ${d.name}, we have checked the GST, PAN and licence details of ${d.companyName}.`, 'Your products on sale are now shown to shoppers.'],
  },
  rejected: {
    subject: 'Your seller registration was not approved',
    heading: 'Your registration was not approved',
    lines: (d) => [`Namaste ${d.name}, we could not approve the registration of ${d.companyName}.`, `Reason: ${d.reason ?? ''}`, 'Reply to this e-mail once it is put right and we will check it again.'],
  },
  suspended: {
    subject: 'Your seller account is suspended',
    heading: 'Your seller account is suspended',
    lines: (d) => [`Namaste ${d.name}, the seller account of ${d.companyName} is suspended: shoppers no longer see your products.`, `Reason: ${d.reason ?? ''}`, 'Reply to this e-mail to have it looked at again.'],
  },
  pending: {
    subject: 'Your seller registration is being reviewed',
    heading: 'Your registration is being reviewed',
    lines: (d) => [`Namaste ${d.name}, the registration of ${d.companyName} is waiting for our check.`],
  },
};

export function sellerVerificationMail(d: SellerVerificationData): RenderedMail {
  const w = WORDING[d.status];
  const lines = w.lines(d);
  const link = shopLink('seller/login');
  return {
    subject: w.subject,
    html: layoutHtml(w.subject, w.heading, `${lines.map(paragraph).join('')}${buttonHtml(link, 'Seller login')}`),
    text: layoutText(w.subject, `${lines.join('\n')}\n\nSeller login: ${link}`),
  };
}

/** Account mails: password reset, newsletter confirmation, doctor onboarding complete, seller registration received. */
import { shopLink } from '../context';
import { buttonHtml, layoutHtml, layoutText, paragraph, type RenderedMail } from './layout';

export interface PasswordResetData {
  name: string;
  /** the reset page with the token */
  link: string;
  minutes: number;
}

export function passwordResetMail(d: PasswordResetData): RenderedMail {
  const intro = `Namaste ${d.name}, someone (we hope you) asked to reset the password of your account.`;
  const validity = `The link works once and for ${d.minutes} minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.`;
  return {
    subject: 'Reset your password',
    html: layoutHtml('Reset your password', 'A link to choose a new password', `${paragraph(intro)}${buttonHtml(d.link, 'Choose a new password')}${paragraph(validity)}`),
    text: layoutText('Reset your password', `${intro}\n\nChoose a new password: ${d.link}\n\n${validity}`),
  };
}

export interface NewsletterConfirmData {
  link: string;
}

export function newsletterConfirmMail(d: NewsletterConfirmData): RenderedMail {
  const intro = 'Please confirm that you want our newsletter: offers, new products and Ayurveda tips, about twice a month.';
  const ignore = 'If you did not ask for it, ignore this e-mail and you will not hear from us.';
  return {
    subject: 'Confirm your newsletter subscription',
    html: layoutHtml('Confirm your subscription', 'One click to confirm', `${paragraph(intro)}${buttonHtml(d.link, 'Confirm my subscription')}${paragraph(ignore)}`),
    text: layoutText('Confirm your subscription', `${intro}\n\nConfirm my subscription: ${d.link}\n\n${ignore}`),
  };
}

export interface DoctorOnboardingData {
  name: string;
}

export function doctorOnboardingCompleteMail(d: DoctorOnboardingData): RenderedMail {
  const lines = [`Namaste ${d.name}, your doctor profile is complete.`, 'Patients can now find you on our doctor team. You can review your details on your dashboard at any time.'];
  const link = shopLink('doctor/login');
  return {
    subject: 'Your doctor profile is complete',
    html: layoutHtml('Welcome to our doctor team', 'Your doctor profile is complete', `${lines.map(paragraph).join('')}${buttonHtml(link, 'Open your dashboard')}`),
    text: layoutText('Welcome to our doctor team', `${lines.join('\n')}\n\nOpen your dashboard: ${link}`),
  };
}

export interface SellerRegistrationData {
  name: string;
  companyName: string;
}

export function sellerRegistrationReceivedMail(d: SellerRegistrationData): RenderedMail {
  const lines = [
    `Namaste ${d.name}, we have received the registration of ${d.companyName}.`,
    'Our team checks your GST and PAN details, usually within two working days, and writes to you when your seller account is ready.',
  ];
  const link = shopLink('seller/login');
  return {
    subject: 'We have received your seller registration',
    html: layoutHtml('Seller registration received', `${d.companyName} is being reviewed`, `${lines.map(paragraph).join('')}${buttonHtml(link, 'Seller login')}`),
    text: layoutText('Seller registration received', `${lines.join('\n')}\n\nSeller login: ${link}`),
  };
}

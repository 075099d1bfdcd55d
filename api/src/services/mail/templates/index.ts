/** Every mail template by name; enqueueMail renders one with its typed data. */
import { passwordResetMailHi } from './accounts-hi';
import { doctorOnboardingCompleteMail, newsletterConfirmMail, passwordResetMail, sellerRegistrationReceivedMail } from './accounts';
import { appointmentCancelledMail, appointmentConfirmedMail, appointmentReminderMail, appointmentRescheduledMail } from './appointments';
import { emailChangedMail, sellerCancelledMail, signupAttemptMail, verifyEmailMail } from './account-safety';
import { guestOrderLapsedMail, guestOrderReminderMail } from './guest-orders';
import { orderConfirmationMail } from './order-confirmation';
import { prescriptionIssuedMail } from './prescriptions';
import { reviewRemovedMail } from './reviews';
import { rxRejectedMail } from './rx-review';
import { shipmentDeliveredMail, shipmentShippedMail } from './shipment';

export const MAIL_TEMPLATES = {
  'order-confirmation': orderConfirmationMail,
  'shipment-shipped': shipmentShippedMail,
  'shipment-delivered': shipmentDeliveredMail,
  'password-reset': passwordResetMail,
  'newsletter-confirm': newsletterConfirmMail,
  'doctor-onboarding-complete': doctorOnboardingCompleteMail,
  'seller-registration-received': sellerRegistrationReceivedMail,
  'appointment-confirmed': appointmentConfirmedMail,
  'appointment-reminder': appointmentReminderMail,
  'appointment-cancelled': appointmentCancelledMail,
  'appointment-rescheduled': appointmentRescheduledMail,
  'verify-email': verifyEmailMail,
  'signup-attempt': signupAttemptMail,
  'email-changed': emailChangedMail,
  'seller-cancelled': sellerCancelledMail,
  'prescription-issued': prescriptionIssuedMail,
  'guest-order-reminder': guestOrderReminderMail,
  'guest-order-lapsed': guestOrderLapsedMail,
  'review-removed': reviewRemovedMail,
  'rx-rejected': rxRejectedMail,
} as const;

export type MailTemplate = keyof typeof MAIL_TEMPLATES;

/**
 * Templates written in Hindi (issue 31), each with its English template's data: a mail to an address whose
 * account chose Hindi is rendered with it; a template without a Hindi version goes in English.
 */
export const MAIL_TEMPLATES_HI: { readonly [T in MailTemplate]?: (typeof MAIL_TEMPLATES)[T] } = {
  'password-reset': passwordResetMailHi,
};
export type MailTemplateData<T extends MailTemplate> = Parameters<(typeof MAIL_TEMPLATES)[T]>[0];
export type { RenderedMail } from './layout';
export { escapeHtml } from './layout';

/** Every mail template by name; enqueueMail renders one with its typed data. */
import { doctorOnboardingCompleteMailHi, newsletterConfirmMailHi, passwordResetMailHi, sellerRegistrationReceivedMailHi } from './accounts-hi';
import { emailChangedMailHi, sellerCancelledMailHi, signupAttemptMailHi, verifyEmailMailHi } from './account-safety-hi';
import { appointmentCancelledMailHi, appointmentConfirmedMailHi, appointmentReminderMailHi, appointmentRescheduledMailHi } from './appointments-hi';
import { guestOrderLapsedMailHi, guestOrderReminderMailHi } from './guest-orders-hi';
import { prescriptionIssuedMailHi } from './prescriptions-hi';
import { reviewRemovedMailHi } from './reviews-hi';
import { rxRejectedMailHi } from './rx-review-hi';
import { shipmentDeliveredMailHi, shipmentShippedMailHi } from './shipment-hi';
import { doctorOnboardingCompleteMail, newsletterConfirmMail, passwordResetMail, sellerRegistrationReceivedMail } from './accounts';
import { appointmentCancelledMail, appointmentConfirmedMail, appointmentReminderMail, appointmentRescheduledMail } from './appointments';
import { emailChangedMail, sellerCancelledMail, signupAttemptMail, verifyEmailMail } from './account-safety';
import { guestOrderLapsedMail, guestOrderReminderMail } from './guest-orders';
import { orderConfirmationMail, orderConfirmationMailHi } from './order-confirmation';
import { prescriptionIssuedMail } from './prescriptions';
import { reviewRemovedMail } from './reviews';
import { returnUpdateMail } from './returns';
import { returnUpdateMailHi } from './returns-hi';
import { rxRejectedMail } from './rx-review';
import { sellerVerificationMail } from './seller-verification';
import { sellerVerificationMailHi } from './seller-verification-hi';
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
  'seller-verification': sellerVerificationMail,
  'return-update': returnUpdateMail,
} as const;

export type MailTemplate = keyof typeof MAIL_TEMPLATES;

/**
 * Every template written in Hindi (issue 31), each with its English template's data: a mail to an address whose
 * account chose Hindi is rendered with it. A new template without its Hindi version fails tsc.
 */
export const MAIL_TEMPLATES_HI: { readonly [T in MailTemplate]: (typeof MAIL_TEMPLATES)[T] } = {
  'order-confirmation': orderConfirmationMailHi,
  'shipment-shipped': shipmentShippedMailHi,
  'shipment-delivered': shipmentDeliveredMailHi,
  'password-reset': passwordResetMailHi,
  'newsletter-confirm': newsletterConfirmMailHi,
  'doctor-onboarding-complete': doctorOnboardingCompleteMailHi,
  'seller-registration-received': sellerRegistrationReceivedMailHi,
  'appointment-confirmed': appointmentConfirmedMailHi,
  'appointment-reminder': appointmentReminderMailHi,
  'appointment-cancelled': appointmentCancelledMailHi,
  'appointment-rescheduled': appointmentRescheduledMailHi,
  'verify-email': verifyEmailMailHi,
  'signup-attempt': signupAttemptMailHi,
  'email-changed': emailChangedMailHi,
  'seller-cancelled': sellerCancelledMailHi,
  'prescription-issued': prescriptionIssuedMailHi,
  'guest-order-reminder': guestOrderReminderMailHi,
  'guest-order-lapsed': guestOrderLapsedMailHi,
  'review-removed': reviewRemovedMailHi,
  'rx-rejected': rxRejectedMailHi,
  'seller-verification': sellerVerificationMailHi,
  'return-update': returnUpdateMailHi,
};
export type MailTemplateData<T extends MailTemplate> = Parameters<(typeof MAIL_TEMPLATES)[T]>[0];
export type { RenderedMail } from './layout';
export { escapeHtml } from './layout';

/** Consultation mails (issue 26): confirmed, reminder, cancelled, rescheduled; to the patient and to the doctor. */
import { shopLink } from '../context';
import { buttonHtml, layoutHtml, layoutText, paragraph, type RenderedMail } from './layout';

export interface AppointmentMailData {
  /** who reads it */
  audience: 'patient' | 'doctor';
  recipientName: string;
  doctorName: string;
  patientName: string;
  /** 'Wed, 25 Nov, 10:00 am IST' */
  when: string;
  /** the earlier time of a rescheduled consultation */
  previousWhen?: string;
  concern: string;
  fee: string;
  /** the consultation's id: the reminder opens its room (absent in mails queued before it was added) */
  appointmentId?: number;
  /** cancelled: who cancelled and the refund owed, if any */
  cancelledBy?: 'patient' | 'doctor';
  refund?: string | null;
}

const link = (d: AppointmentMailData) => shopLink(d.audience === 'patient' ? 'patient/my-profile/consultations' : 'doctor/dashboard');
const linkLabel = (d: AppointmentMailData) => (d.audience === 'patient' ? 'My Consultations' : 'Open your dashboard');
const other = (d: AppointmentMailData) => (d.audience === 'patient' ? d.doctorName : `your patient ${d.patientName}`);

function render(subject: string, title: string, d: AppointmentMailData, lines: string[], button = { href: link(d), label: linkLabel(d) }): RenderedMail {
  return {
    subject,
    html: layoutHtml(title, d.when, `${lines.map(paragraph).join('')}${buttonHtml(button.href, button.label)}`),
    text: layoutText(title, `${lines.join('\n')}\n\n${button.label}: ${button.href}`),
  };
}

export function appointmentConfirmedMail(d: AppointmentMailData): RenderedMail {
  const lines = [
    `Namaste ${d.recipientName}, your online consultation with ${other(d)} is confirmed.`,
    `When: ${d.when} (India time).`,
    `Fee: ${d.fee}.`,
    d.audience === 'doctor' ? `Concern: ${d.concern}` : 'The attached calendar file adds it to your calendar.',
  ];
  return render(`Consultation confirmed: ${d.when}`, 'Your consultation is confirmed', d, lines);
}

export function appointmentReminderMail(d: AppointmentMailData): RenderedMail {
  const lines = [`Namaste ${d.recipientName}, a reminder: your consultation with ${other(d)} starts at ${d.when} (India time), in about an hour.`];
  // the room opens 10 minutes before the start; the same route for both parties
  const room = d.appointmentId ? { href: shopLink(`consult/${d.appointmentId}`), label: 'Open the consultation room' } : undefined;
  return render(`Reminder: consultation at ${d.when}`, 'Your consultation starts soon', d, lines, room);
}

export function appointmentCancelledMail(d: AppointmentMailData): RenderedMail {
  const byDoctor = d.cancelledBy === 'doctor';
  const lines = [
    byDoctor && d.audience === 'patient'
      ? `Namaste ${d.recipientName}, we are sorry: ${d.doctorName} had to cancel your consultation of ${d.when}. Please accept our apologies.`
      : `Namaste ${d.recipientName}, the consultation with ${other(d)} of ${d.when} was cancelled${byDoctor ? '' : ' by the patient'}.`,
    ...(d.refund ? [`A full refund of ${d.refund} is on its way to the original payment method.`] : []),
  ];
  return render(`Consultation cancelled: ${d.when}`, 'Your consultation was cancelled', d, lines);
}

export function appointmentRescheduledMail(d: AppointmentMailData): RenderedMail {
  const lines = [
    `Namaste ${d.recipientName}, your consultation with ${other(d)} has moved.`,
    `New time: ${d.when} (India time)${d.previousWhen ? `, instead of ${d.previousWhen}` : ''}.`,
    'The attached calendar file updates your calendar.',
  ];
  return render(`Consultation moved to ${d.when}`, 'Your consultation has moved', d, lines);
}

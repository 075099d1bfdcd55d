/**
 * Consultation mails through the outbox, in the transaction of their cause: confirmed (with an .ics in India
 * time) and a reminder an hour before as a scheduled outbox row, cancelled, rescheduled. A cancelled or
 * moved consultation drops its reminders that have not gone out yet.
 */
import type { Kysely } from 'kysely';
import { REMINDER_BEFORE_MINUTES, formatFee, formatIstDay, formatIstTime } from 'shared-lib/domain/consultations';
import type { Database } from '../../db/schema';
import { shopContext } from '../mail/context';
import { enqueueMail, type OutboxAttachment } from '../mail/outbox';
import type { AppointmentMailData } from '../mail/templates/appointments';
import { calendarFile } from './ics';
import { partiesOf } from './people';

export interface MailedAppointment {
  id: number;
  doctor_id: number;
  patient_id: number;
  start_at: string;
  end_at: string;
  concern: string;
  fee_paise: number;
}

export const whenOf = (iso: string) => `${formatIstDay(iso)}, ${formatIstTime(iso)} IST`;

async function context(db: Kysely<Database>, appointment: MailedAppointment) {
  const { doctor, patient } = await partiesOf(db, appointment);
  const base = { doctorName: doctor.name, patientName: patient.name, when: whenOf(appointment.start_at), concern: appointment.concern, fee: formatFee(appointment.fee_paise), appointmentId: appointment.id };
  const recipients = [
    { audience: 'patient' as const, to: patient.email, data: { ...base, audience: 'patient' as const, recipientName: patient.name } },
    { audience: 'doctor' as const, to: doctor.email, data: { ...base, audience: 'doctor' as const, recipientName: doctor.name } },
  ];
  return { doctor, patient, recipients };
}

function calendar(appointment: MailedAppointment, doctorName: string, now: Date, cancelled = false): OutboxAttachment {
  const { shopName, publicUrl } = shopContext();
  const content = calendarFile({
    uid: `appointment-${appointment.id}@${new URL(publicUrl).hostname}`,
    sequence: Math.max(0, Math.floor(now.getTime() / 1000) - 1_700_000_000),
    start: appointment.start_at,
    end: appointment.end_at,
    summary: `Ayurveda consultation with ${doctorName}`,
    description: `Online consultation booked on ${shopName}. Concern: ${appointment.concern}`,
    organizer: { name: shopName, email: 'consultations@ayurveda.example' },
    cancelled,
    now,
  });
  return { kind: 'text', filename: 'consultation.ics', content_type: 'text/calendar; charset=utf-8; method=REQUEST', content };
}

async function scheduleReminders(db: Kysely<Database>, appointment: MailedAppointment, recipients: Awaited<ReturnType<typeof context>>['recipients'], now: Date): Promise<void> {
  const sendAt = new Date(Date.parse(appointment.start_at) - REMINDER_BEFORE_MINUTES * 60_000);
  if (sendAt.getTime() <= now.getTime()) return;
  for (const recipient of recipients) {
    await enqueueMail(db, { template: 'appointment-reminder', to: recipient.to, data: recipient.data, sendAt, dedupeKey: `appointment-reminder:${appointment.id}:${appointment.start_at}:${recipient.audience}` });
  }
}

async function dropPendingReminders(db: Kysely<Database>, appointmentId: number): Promise<void> {
  await db.deleteFrom('outbox').where('status', '=', 'pending').where('dedupe_key', 'like', `appointment-reminder:${appointmentId}:%`).execute();
}

export async function mailConfirmed(db: Kysely<Database>, appointment: MailedAppointment, now = new Date()): Promise<void> {
  const { doctor, recipients } = await context(db, appointment);
  const attachments = [calendar(appointment, doctor.name, now)];
  for (const recipient of recipients) {
    await enqueueMail(db, { template: 'appointment-confirmed', to: recipient.to, data: recipient.data, attachments, dedupeKey: `appointment-confirmed:${appointment.id}:${recipient.audience}` });
  }
  await scheduleReminders(db, appointment, recipients, now);
}

export async function mailCancelled(db: Kysely<Database>, appointment: MailedAppointment, by: 'patient' | 'doctor', refundPaise: number | null, now = new Date()): Promise<void> {
  const { doctor, recipients } = await context(db, appointment);
  await dropPendingReminders(db, appointment.id);
  const attachments = [calendar(appointment, doctor.name, now, true)];
  for (const recipient of recipients) {
    const data: AppointmentMailData = { ...recipient.data, cancelledBy: by, refund: refundPaise ? formatFee(refundPaise) : null };
    await enqueueMail(db, { template: 'appointment-cancelled', to: recipient.to, data, attachments, dedupeKey: `appointment-cancelled:${appointment.id}:${recipient.audience}` });
  }
}

export async function mailRescheduled(db: Kysely<Database>, appointment: MailedAppointment, previousStart: string, now = new Date()): Promise<void> {
  const { doctor, recipients } = await context(db, appointment);
  await dropPendingReminders(db, appointment.id);
  const attachments = [calendar(appointment, doctor.name, now)];
  for (const recipient of recipients) {
    const data: AppointmentMailData = { ...recipient.data, previousWhen: whenOf(previousStart) };
    await enqueueMail(db, { template: 'appointment-rescheduled', to: recipient.to, data, attachments, dedupeKey: `appointment-rescheduled:${appointment.id}:${appointment.start_at}:${recipient.audience}` });
  }
  await scheduleReminders(db, appointment, recipients, now);
}

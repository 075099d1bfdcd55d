/** Consultation rules shared by the API and the screens (money in paise, times in UTC, shown in IST). */
import { formatRupees } from 'shared-lib/domain/core';
export const SLOT_LENGTHS = [15, 20, 30] as const;
export type SlotLength = (typeof SLOT_LENGTHS)[number];

/** How many days ahead a patient may book (the doctor page shows them by day). */
export const BOOKING_HORIZON_DAYS = 14;
/** The patient may cancel or reschedule up to this long before the start. */
export const PATIENT_CHANGE_WINDOW_MINUTES = 120;
/** The reminder mail goes out this long before the start. */
export const REMINDER_BEFORE_MINUTES = 60;
export const CONCERN_MAX_LENGTH = 2000;
export const REPORT_FILES_MAX = 3;
export const REPORT_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const FEE_MAX_RUPEES = 100_000;
export const WEEKLY_RANGES_PER_DAY_MAX = 6;

export const APPOINTMENT_STATUSES = ['held', 'confirmed', 'completed', 'missed', 'cancelled', 'expired'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
/** These occupy their slot; the database's partial unique index covers exactly them. */
export const ACTIVE_APPOINTMENT_STATUSES = ['held', 'confirmed'] as const satisfies readonly AppointmentStatus[];

export const APPOINTMENT_STATUS_LABELS: Record<AppointmentStatus, string> = {
  held: 'Awaiting payment',
  confirmed: 'Confirmed',
  completed: 'Completed',
  missed: 'Missed',
  cancelled: 'Cancelled',
  expired: 'Payment not completed',
};

/** Colours like the order status badge: green done, amber waiting, red stopped, grey over. */
export const APPOINTMENT_STATUS_TONES: Record<AppointmentStatus, 'success' | 'warning' | 'danger' | 'muted'> = {
  held: 'warning',
  confirmed: 'success',
  completed: 'muted',
  missed: 'danger',
  cancelled: 'danger',
  expired: 'muted',
};

/** Filters of the doctors page. */
export const FEE_BANDS = [
  { id: 'free', label: 'Free', minPaise: 0, maxPaise: 0 },
  { id: 'upto-300', label: 'Up to ₹300', minPaise: 1, maxPaise: 30_000 },
  { id: '300-600', label: '₹300 – ₹600', minPaise: 30_001, maxPaise: 60_000 },
  { id: 'above-600', label: 'Above ₹600', minPaise: 60_001, maxPaise: Number.MAX_SAFE_INTEGER },
] as const;
export type FeeBandId = (typeof FEE_BANDS)[number]['id'];
export const DOCTOR_SORTS = ['next-available', 'experience', 'fee'] as const;
export type DoctorSort = (typeof DOCTOR_SORTS)[number];

export const CONSULTATION_LANGUAGES: Record<number, string> = { 1: 'English', 2: 'Hindi' };

/** Whether the patient may still cancel or move an appointment starting at `startIso`. */
export function patientMayChange(startIso: string, now: Date): boolean {
  return new Date(startIso).getTime() - now.getTime() >= PATIENT_CHANGE_WINDOW_MINUTES * 60_000;
}

/** Whether the doctor may still cancel (any time before the start). */
export function doctorMayCancel(startIso: string, now: Date): boolean {
  return new Date(startIso).getTime() > now.getTime();
}

/** A consultation fee for people: 'Free' or '₹500'. */
export function formatFee(paise: number): string {
  return paise === 0 ? 'Free' : formatRupees(paise / 100);
}

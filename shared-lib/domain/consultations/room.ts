/**
 * The consultation room, the e-prescription and the rating (issue 27): windows, limits and the Indian dose
 * notation, shared by the API and the screens. Times are UTC ISO strings.
 */
import { CART_QUANTITY_MAX, CART_QUANTITY_MIN } from 'shared-lib/domain/core';

/** The room opens this long before the start and closes this long after the end. */
export const ROOM_OPENS_BEFORE_MINUTES = 10;
export const ROOM_CLOSES_AFTER_MINUTES = 30;
/** The doctor may issue or correct a prescription until this long after the end. */
export const PRESCRIPTION_WINDOW_HOURS = 24;
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
/** Files (a report photo: JPG, PNG or PDF, each at most REPORT_FILE_MAX_BYTES) shared in one consultation's chat. */
export const CHAT_FILES_MAX = 10;
export const PRESCRIPTION_MEDICINES_MAX = 30;
export const PRESCRIPTION_TEXT_MAX_LENGTH = 2000;
export const RATING_COMMENT_MAX_LENGTH = 1000;
/** A catalogue medicine without a quantity given: one pack for each this many days of treatment. */
export const DAYS_PER_PACK = 30;

export type RoomPhase = 'early' | 'open' | 'closed';

export function roomWindow(startIso: string, endIso: string): { opens: string; closes: string } {
  return {
    opens: new Date(Date.parse(startIso) - ROOM_OPENS_BEFORE_MINUTES * 60_000).toISOString(),
    closes: new Date(Date.parse(endIso) + ROOM_CLOSES_AFTER_MINUTES * 60_000).toISOString(),
  };
}

export function roomPhase(startIso: string, endIso: string, now: Date): RoomPhase {
  const { opens, closes } = roomWindow(startIso, endIso);
  const at = now.getTime();
  if (at < Date.parse(opens)) return 'early';
  return at <= Date.parse(closes) ? 'open' : 'closed';
}

/** The doctor's prescription window: from the room's opening until 24 hours after the end. */
export function prescriptionOpen(startIso: string, endIso: string, now: Date): boolean {
  const at = now.getTime();
  return at >= Date.parse(roomWindow(startIso, endIso).opens) && at <= Date.parse(endIso) + PRESCRIPTION_WINDOW_HOURS * 3_600_000;
}

/** '1-0-1' (morning-noon-night), each part a whole or half dose such as '1/2' or '0.5'. */
export const FREQUENCY_PATTERN = /^(?:\d|1\/2|0\.5)(?:-(?:\d|1\/2|0\.5)){2,3}$/;
export const MEDICINE_TIMINGS = ['before-food', 'after-food', 'with-food', 'empty-stomach', 'bedtime'] as const;
export type MedicineTiming = (typeof MEDICINE_TIMINGS)[number];
export const MEDICINE_TIMING_LABELS: Record<MedicineTiming, string> = {
  'before-food': 'Before food',
  'after-food': 'After food',
  'with-food': 'With food',
  'empty-stomach': 'Empty stomach',
  bedtime: 'At bedtime',
};

/** Doses a day from '1-0-1' (2) or '1/2-0-1/2' (1). */
export function dosesPerDay(frequency: string): number {
  return frequency.split('-').reduce((sum, part) => sum + (part === '1/2' ? 0.5 : Number(part)), 0);
}

/** How many packs the cart gets: the prescribed quantity, or one per 30 days; always 1..the cart limit. */
export function packsToOrder(durationDays: number, quantity?: number | null): number {
  const wanted = quantity ?? Math.ceil(Math.max(1, durationDays) / DAYS_PER_PACK);
  return Math.max(CART_QUANTITY_MIN, Math.min(CART_QUANTITY_MAX, Math.round(wanted)));
}

export const ROOM_MESSAGES = {
  roomNotOpenYet: `The consultation room opens ${ROOM_OPENS_BEFORE_MINUTES} minutes before the start`,
  roomClosed: 'The consultation room has closed',
  roomInactive: 'This consultation is not active, the room is closed',
  chatEmpty: 'Please type a message',
  chatFileMissing: 'Please choose a photo or PDF to share',
  chatFilesMax: `At most ${CHAT_FILES_MAX} files can be shared in one consultation`,
  chatFileShared: 'File shared',
  chatFileNotFound: 'File not found',
  onlyDoctorEnds: 'Only the doctor can end the consultation',
  ended: 'The consultation was marked completed',
  prescriptionOnlyDoctor: 'Only the doctor of this consultation can write its prescription',
  prescriptionWindow: `A prescription can be written from the start until ${PRESCRIPTION_WINDOW_HOURS} hours after the consultation`,
  prescriptionNotForStatus: 'A prescription can be written only for a consultation that took place',
  prescriptionStale: 'This prescription was corrected meanwhile, please reload it before correcting again',
  prescriptionNotFound: 'Prescription not found',
  prescriptionIssued: 'The prescription was issued',
  prescriptionCorrected: 'The corrected prescription was issued; the earlier one stays visible as superseded',
  medicineNotSold: 'A prescribed catalogue item was not found; type its name instead',
  badFrequency: 'Frequency must be written like 1-0-1 (morning-noon-night)',
  medicineNeedsName: 'Each medicine needs a catalogue item or a name',
  ordered: 'The prescribed medicines were added to your cart',
  orderedNone: 'None of the prescribed medicines can be ordered here right now',
  ratingOnlyCompleted: 'You can rate a consultation after it is completed',
  ratingTwice: 'You have already rated this consultation',
  ratingOnlyPatient: 'Only the patient of this consultation can rate it',
  rated: 'Thank you for rating your consultation',
} as const;

/**
 * Slot computation, pure: a doctor's hours are kept as India wall-clock times (IST has no daylight saving,
 * so a wall-clock time maps to one UTC instant); every slot is a UTC instant written with toISOString(),
 * the form stored in the database, so equal slots are equal strings.
 */
import { DEFAULT_LANGUAGE, LANGUAGE_LOCALES, type Language } from 'shared-lib/domain/core';
import { CONSULTATION_MESSAGES } from './messages';
import { FEE_MAX_RUPEES, SLOT_LENGTHS, WEEKLY_RANGES_PER_DAY_MAX } from './rules';

export const IST_OFFSET_MINUTES = 330;
export const IST_TIME_ZONE = 'Asia/Kolkata';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** 'HH:MM' in India time. */
export interface TimeRange {
  start: string;
  end: string;
}
export interface ExtraHours extends TimeRange {
  /** 'YYYY-MM-DD' in India */
  date: string;
}
export interface AvailabilityRules {
  fee_paise: number;
  slot_minutes: number;
  /** seven lists, Sunday first */
  weekly: TimeRange[][];
  /** 'YYYY-MM-DD' dates without the weekly hours */
  days_off: string[];
  extra: ExtraHours[];
}
export interface Slot {
  start: string;
  end: string;
}
export interface DaySlots {
  date: string;
  slots: Slot[];
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export function minutesOf(time: string): number {
  const match = TIME.exec(time);
  if (!match) return Number.NaN;
  return Number(match[1]) * 60 + Number(match[2]);
}

/** The India calendar date of an instant. */
export function istDateOf(instant: Date | string): string {
  return new Date(new Date(instant).getTime() + IST_OFFSET_MINUTES * MINUTE).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

/** 0 Sunday .. 6 Saturday. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The UTC instant of an India date and minute of the day. */
export function istInstant(date: string, minuteOfDay: number): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) + (minuteOfDay - IST_OFFSET_MINUTES) * MINUTE);
}

export function isValidDate(date: string): boolean {
  return DATE.test(date) && new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) === date;
}

/** The ranges that hold on one India date: the weekly ones unless it is a day off, plus its extra hours. */
export function rangesOn(rules: AvailabilityRules, date: string): TimeRange[] {
  const weekly = rules.days_off.includes(date) ? [] : (rules.weekly[weekdayOf(date)] ?? []);
  return [...weekly, ...rules.extra.filter((extra) => extra.date === date)];
}

/** Every slot the hours give on one India date, bookings ignored, in order. */
export function slotsOn(rules: AvailabilityRules, date: string): Slot[] {
  const starts = new Set<number>();
  for (const range of rangesOn(rules, date)) {
    const end = minutesOf(range.end);
    for (let minute = minutesOf(range.start); minute + rules.slot_minutes <= end; minute += rules.slot_minutes) starts.add(minute);
  }
  return [...starts]
    .sort((a, b) => a - b)
    .map((minute) => {
      const start = istInstant(date, minute);
      return { start: start.toISOString(), end: new Date(start.getTime() + rules.slot_minutes * MINUTE).toISOString() };
    });
}

/** Free slots from `now` for `days` India dates (today first), without the taken starts. */
export function freeSlots(rules: AvailabilityRules, now: Date, days: number, taken: ReadonlySet<string>): DaySlots[] {
  const today = istDateOf(now);
  return Array.from({ length: days }, (_unused, index) => {
    const date = addDays(today, index);
    return { date, slots: slotsOn(rules, date).filter((slot) => Date.parse(slot.start) > now.getTime() && !taken.has(slot.start)) };
  });
}

export function nextFreeSlot(rules: AvailabilityRules, now: Date, days: number, taken: ReadonlySet<string>): Slot | null {
  for (const day of freeSlots(rules, now, days, taken)) if (day.slots.length) return day.slots[0];
  return null;
}

export type SlotCheck = { ok: true; slot: Slot } | { ok: false; reason: 'past' | 'not-offered' | 'too-far' };

/** Whether a start a client sends is one of the doctor's slots (on the grid, within hours, not past, within the horizon). */
export function checkSlot(rules: AvailabilityRules, startIso: string, now: Date, horizonDays: number): SlotCheck {
  const time = Date.parse(startIso);
  if (Number.isNaN(time)) return { ok: false, reason: 'not-offered' };
  const start = new Date(time).toISOString();
  if (time <= now.getTime()) return { ok: false, reason: 'past' };
  const date = istDateOf(start);
  if (date > addDays(istDateOf(now), horizonDays - 1)) return { ok: false, reason: 'too-far' };
  const slot = slotsOn(rules, date).find((candidate) => candidate.start === start);
  return slot ? { ok: true, slot } : { ok: false, reason: 'not-offered' };
}

/** Bookings whose slot the hours no longer give (they stay booked; the editor names them). */
export function bookingsOutsideHours<T extends { start: string }>(rules: AvailabilityRules, bookings: T[]): T[] {
  return bookings.filter((booking) => !slotsOn(rules, istDateOf(booking.start)).some((slot) => slot.start === new Date(booking.start).toISOString()));
}

/** Overlap of two half-open intervals given as ISO strings. */
export function overlaps(a: Slot, b: Slot): boolean {
  return Date.parse(a.start) < Date.parse(b.end) && Date.parse(b.start) < Date.parse(a.end);
}

function rangeError(ranges: TimeRange[]): string | null {
  const sorted = [...ranges].sort((a, b) => minutesOf(a.start) - minutesOf(b.start));
  for (const range of sorted) {
    const start = minutesOf(range.start);
    const end = minutesOf(range.end);
    if (Number.isNaN(start) || Number.isNaN(end) || start % 5 || end % 5 || start >= end) return CONSULTATION_MESSAGES.invalidRange;
  }
  for (let index = 1; index < sorted.length; index++) {
    if (minutesOf(sorted[index].start) < minutesOf(sorted[index - 1].end)) return CONSULTATION_MESSAGES.overlappingRanges;
  }
  return null;
}

/** The first thing wrong with a doctor's hours, or null. */
export function availabilityError(rules: AvailabilityRules): string | null {
  if (!(SLOT_LENGTHS as readonly number[]).includes(rules.slot_minutes)) return `Slot length must be ${SLOT_LENGTHS.join(', ')} minutes`;
  if (!Number.isInteger(rules.fee_paise) || rules.fee_paise < 0 || rules.fee_paise > FEE_MAX_RUPEES * 100 || rules.fee_paise % 100) {
    return `The fee must be whole rupees from 0 to ${FEE_MAX_RUPEES}`;
  }
  if (rules.weekly.length !== 7) return 'Weekly hours need the seven days';
  for (const ranges of rules.weekly) {
    if (ranges.length > WEEKLY_RANGES_PER_DAY_MAX) return `At most ${WEEKLY_RANGES_PER_DAY_MAX} ranges a day`;
    const error = rangeError(ranges);
    if (error) return error;
  }
  if (rules.days_off.some((date) => !isValidDate(date))) return 'Days off must be dates (YYYY-MM-DD)';
  const byDate = new Map<string, TimeRange[]>();
  for (const extra of rules.extra) {
    if (!isValidDate(extra.date)) return 'Extra hours need a date (YYYY-MM-DD)';
    byDate.set(extra.date, [...(byDate.get(extra.date) ?? []), extra]);
  }
  for (const ranges of byDate.values()) {
    const error = rangeError(ranges);
    if (error) return error;
  }
  return null;
}

// built on first use (building a formatter loads locale data), one per language; digits stay Latin
const timeFormats = new Map<Language, Intl.DateTimeFormat>();
const dayFormats = new Map<Language, Intl.DateTimeFormat>();
function istFormat(formats: Map<Language, Intl.DateTimeFormat>, language: Language, options: Intl.DateTimeFormatOptions) {
  let format = formats.get(language);
  if (!format) formats.set(language, (format = new Intl.DateTimeFormat(`${LANGUAGE_LOCALES[language]}-u-nu-latn`, { ...options, timeZone: IST_TIME_ZONE })));
  return format;
}

/** '10:30 am' in India time (the same in Hindi). */
export function formatIstTime(iso: string, language: Language = DEFAULT_LANGUAGE): string {
  return istFormat(timeFormats, language, { hour: 'numeric', minute: '2-digit', hour12: true }).format(new Date(iso));
}

/** 'Wed, 25 Nov' ('बुध, 25 नव॰' in Hindi) for an India date or an instant. */
export function formatIstDay(dateOrIso: string, language: Language = DEFAULT_LANGUAGE): string {
  const format = istFormat(dayFormats, language, { weekday: 'short', day: 'numeric', month: 'short' });
  return format.format(dateOrIso.length === 10 ? istInstant(dateOrIso, 12 * 60) : new Date(dateOrIso));
}

export const EMPTY_WEEK: TimeRange[][] = [[], [], [], [], [], [], []];

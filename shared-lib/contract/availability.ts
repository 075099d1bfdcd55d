/** A doctor's consultation hours (issue 26): fee in paise (0 is free), slot length, weekly India hours, days off, extra hours. */
import { type Static, Type } from 'typebox';
import { FEE_MAX_RUPEES, SLOT_LENGTHS, WEEKLY_RANGES_PER_DAY_MAX } from 'shared-lib/domain/consultations';

const Time = Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', description: "'HH:MM' in India time" });
const Day = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', description: "'YYYY-MM-DD' in India" });

export const TimeRange = Type.Object({ start: Time, end: Time });
export type TimeRange = Static<typeof TimeRange>;
export const ExtraHours = Type.Object({ date: Day, start: Time, end: Time });
export type ExtraHours = Static<typeof ExtraHours>;

export const AvailabilityBody = Type.Object({
  fee_paise: Type.Integer({ minimum: 0, maximum: FEE_MAX_RUPEES * 100, multipleOf: 100, description: 'whole rupees, in paise; 0 is a free consultation' }),
  slot_minutes: Type.Integer({ enum: [...SLOT_LENGTHS], description: 'minutes' }),
  weekly: Type.Array(Type.Array(TimeRange, { maxItems: WEEKLY_RANGES_PER_DAY_MAX }), { minItems: 7, maxItems: 7, description: 'Sunday first' }),
  days_off: Type.Array(Day, { maxItems: 366 }),
  extra: Type.Array(ExtraHours, { maxItems: 366 }),
});
export type AvailabilityBody = Static<typeof AvailabilityBody>;

/** A booking the hours no longer cover: it stays booked, the editor names it. */
export const BookingOutsideHours = Type.Object({ id: Type.Integer(), start: Type.String(), patient_name: Type.String() });
export type BookingOutsideHours = Static<typeof BookingOutsideHours>;

export const Availability = Type.Object({
  ...AvailabilityBody.properties,
  /** false until the doctor saves hours once */
  configured: Type.Boolean(),
  outside_hours: Type.Array(BookingOutsideHours),
});
export type Availability = Static<typeof Availability>;

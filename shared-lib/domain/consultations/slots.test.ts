import { CONSULTATION_MESSAGES } from './messages';
import { patientMayChange } from './rules';
import { type AvailabilityRules, EMPTY_WEEK, addDays, availabilityError, bookingsOutsideHours, checkSlot, formatIstDay, formatIstTime, freeSlots, istDateOf, nextFreeSlot, slotsOn } from './slots';

const morningsAndEvenings = (): AvailabilityRules => ({
  fee_paise: 50_000,
  slot_minutes: 30,
  weekly: EMPTY_WEEK.map((_day, weekday) => (weekday === 0 ? [] : [{ start: '10:00', end: '12:00' }, { start: '17:00', end: '18:00' }])),
  days_off: [],
  extra: [],
});

describe('slots in India time', () => {
  it('turns IST hours into UTC instants on the slot grid', () => {
    // 2026-11-25 is a Wednesday
    const slots = slotsOn(morningsAndEvenings(), '2026-11-25');
    expect(slots.map((slot) => slot.start)).toEqual([
      '2026-11-25T04:30:00.000Z',
      '2026-11-25T05:00:00.000Z',
      '2026-11-25T05:30:00.000Z',
      '2026-11-25T06:00:00.000Z',
      '2026-11-25T11:30:00.000Z',
      '2026-11-25T12:00:00.000Z',
    ]);
    expect(slots[0].end).toBe('2026-11-25T05:00:00.000Z');
    expect(formatIstTime(slots[0].start)).toMatch(/^10:00\s?am$/i);
  });

  it('writes the day and time in India time in the language asked for, with Latin digits', () => {
    expect(formatIstDay('2030-01-07')).toBe('Mon, 7 Jan');
    expect(formatIstDay('2030-01-07', 'hi')).toBe('सोम, 7 जन॰');
    // 23:00 UTC is the next India day
    expect(formatIstDay('2030-01-06T23:00:00.000Z', 'hi')).toBe('सोम, 7 जन॰');
    expect(formatIstTime('2030-01-07T04:30:00.000Z', 'hi')).toMatch(/^10:00\s?am$/i);
  });

  it('keeps the India date across the UTC midnight boundary', () => {
    expect(istDateOf('2026-11-25T18:29:59.000Z')).toBe('2026-11-25');
    expect(istDateOf('2026-11-25T18:30:00.000Z')).toBe('2026-11-26');
    const lateNight: AvailabilityRules = { ...morningsAndEvenings(), weekly: EMPTY_WEEK.map(() => [{ start: '00:00', end: '00:30' }, { start: '23:30', end: '23:59' }]) };
    // 00:00 IST on the 26th is 18:30 UTC on the 25th; 23:30-23:59 holds no 30-minute slot
    expect(slotsOn(lateNight, '2026-11-26').map((slot) => slot.start)).toEqual(['2026-11-25T18:30:00.000Z']);
  });

  it('drops a day off and adds extra hours on a date', () => {
    const rules = { ...morningsAndEvenings(), days_off: ['2026-11-25'], extra: [{ date: '2026-11-29', start: '09:00', end: '10:00' }] };
    expect(slotsOn(rules, '2026-11-25')).toEqual([]);
    // a Sunday without weekly hours gets the extra ones
    expect(slotsOn(rules, '2026-11-29').map((slot) => slot.start)).toEqual(['2026-11-29T03:30:00.000Z', '2026-11-29T04:00:00.000Z']);
  });

  it('walks over month and year ends', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    const days = freeSlots(morningsAndEvenings(), new Date('2026-11-29T20:00:00.000Z'), 3, new Set());
    expect(days.map((day) => day.date)).toEqual(['2026-11-30', '2026-12-01', '2026-12-02']);
    expect(days[0].slots).toHaveLength(6);
  });

  it('leaves out past and taken slots and finds the next free one', () => {
    const rules = morningsAndEvenings();
    const now = new Date('2026-11-25T05:10:00.000Z'); // 10:40 IST
    const taken = new Set(['2026-11-25T05:30:00.000Z']);
    const [today] = freeSlots(rules, now, 1, taken);
    expect(today.slots.map((slot) => slot.start)).toEqual(['2026-11-25T06:00:00.000Z', '2026-11-25T11:30:00.000Z', '2026-11-25T12:00:00.000Z']);
    expect(nextFreeSlot(rules, now, 14, taken)?.start).toBe('2026-11-25T06:00:00.000Z');
    expect(nextFreeSlot({ ...rules, weekly: EMPTY_WEEK }, now, 14, taken)).toBeNull();
  });

  it('refuses a start that is past, off the grid, outside hours or beyond the horizon', () => {
    const rules = morningsAndEvenings();
    const now = new Date('2026-11-25T05:10:00.000Z');
    expect(checkSlot(rules, '2026-11-25T04:30:00.000Z', now, 14)).toEqual({ ok: false, reason: 'past' });
    expect(checkSlot(rules, '2026-11-25T05:45:00.000Z', now, 14)).toEqual({ ok: false, reason: 'not-offered' });
    expect(checkSlot(rules, '2026-11-25T08:00:00.000Z', now, 14)).toEqual({ ok: false, reason: 'not-offered' });
    expect(checkSlot(rules, 'yesterday', now, 14)).toEqual({ ok: false, reason: 'not-offered' });
    expect(checkSlot(rules, '2026-12-30T04:30:00.000Z', now, 14)).toEqual({ ok: false, reason: 'too-far' });
    // another spelling of the same instant is the same slot
    expect(checkSlot(rules, '2026-11-25T11:00:00+05:30', now, 14)).toMatchObject({ ok: true, slot: { start: '2026-11-25T05:30:00.000Z' } });
  });

  it('names the bookings the new hours no longer cover', () => {
    const bookings = [
      { id: 1, start: '2026-11-25T04:30:00.000Z' },
      { id: 2, start: '2026-11-25T11:30:00.000Z' },
    ];
    const mornings = { ...morningsAndEvenings(), weekly: EMPTY_WEEK.map(() => [{ start: '10:00', end: '12:00' }]) };
    expect(bookingsOutsideHours(mornings, bookings).map((booking) => booking.id)).toEqual([2]);
    expect(bookingsOutsideHours({ ...mornings, slot_minutes: 20 }, bookings).map((booking) => booking.id)).toEqual([2]);
  });

  it('validates hours, slot length and fee', () => {
    expect(availabilityError(morningsAndEvenings())).toBeNull();
    expect(availabilityError({ ...morningsAndEvenings(), slot_minutes: 25 })).toMatch(/Slot length/);
    expect(availabilityError({ ...morningsAndEvenings(), fee_paise: 12_345 })).toMatch(/whole rupees/);
    expect(availabilityError({ ...morningsAndEvenings(), weekly: EMPTY_WEEK.map(() => [{ start: '12:00', end: '10:00' }]) })).toBe(CONSULTATION_MESSAGES.invalidRange);
    expect(availabilityError({ ...morningsAndEvenings(), weekly: EMPTY_WEEK.map(() => [{ start: '10:00', end: '12:00' }, { start: '11:00', end: '13:00' }]) })).toBe(CONSULTATION_MESSAGES.overlappingRanges);
    expect(availabilityError({ ...morningsAndEvenings(), days_off: ['2026-02-30'] })).toMatch(/Days off/);
  });

  it('allows patient changes only up to two hours before the start', () => {
    const start = '2026-11-25T10:00:00.000Z';
    expect(patientMayChange(start, new Date('2026-11-25T08:00:00.000Z'))).toBe(true);
    expect(patientMayChange(start, new Date('2026-11-25T08:00:01.000Z'))).toBe(false);
  });
});

/**
 * Consultation hours and fees of the completed demo doctors (one free), and the demo patient's
 * consultations: one later today or tomorrow, one next week, one past and one cancelled with its refund.
 * Times are computed from now, so a fresh start always shows open slots.
 */
import type { Kysely } from 'kysely';
import { type AvailabilityRules, type Slot, addDays, istDateOf, slotsOn } from 'shared-lib/domain/consultations';
import type { Database } from '../schema';

const weekdays = (ranges: Array<{ start: string; end: string }>, sunday: Array<{ start: string; end: string }> = []) => [sunday, ranges, ranges, ranges, ranges, ranges, ranges];
const SPLIT_DAY = [
  { start: '10:00', end: '13:00' },
  { start: '17:00', end: '20:00' },
];

/** By e-mail: fee in rupees, slot length, weekly hours. */
const HOURS: Record<string, { fee: number; slot: number; weekly: Array<Array<{ start: string; end: string }>> }> = {
  'doctor@demo.in': { fee: 500, slot: 30, weekly: weekdays(SPLIT_DAY, [{ start: '10:00', end: '12:00' }]) },
  'vikram.nair@demo.in': { fee: 700, slot: 30, weekly: weekdays([{ start: '09:00', end: '14:00' }]) },
  'meera.kulkarni@demo.in': { fee: 0, slot: 20, weekly: weekdays([{ start: '07:00', end: '10:00' }, { start: '18:00', end: '21:00' }], [{ start: '08:00', end: '11:00' }]) },
  'arjun.reddy@demo.in': { fee: 400, slot: 15, weekly: weekdays([{ start: '11:00', end: '19:00' }]) },
  'fatima.siddiqui@demo.in': { fee: 300, slot: 20, weekly: weekdays(SPLIT_DAY) },
  'karthik.s@demo.in': { fee: 600, slot: 30, weekly: weekdays([{ start: '08:00', end: '12:00' }, { start: '16:00', end: '22:00' }], [{ start: '08:00', end: '12:00' }]) },
  'priya.banerjee@demo.in': { fee: 250, slot: 15, weekly: weekdays([{ start: '14:00', end: '21:00' }]) },
};

export async function seedConsultations(db: Kysely<Database>, now = new Date()): Promise<void> {
  const users = await db.selectFrom('users').select(['id', 'email']).where('email', 'in', [...Object.keys(HOURS), 'patient@demo.in']).execute();
  const idOf = new Map(users.map((user) => [user.email, user.id]));
  const rules = new Map<string, AvailabilityRules>();
  for (const [email, hours] of Object.entries(HOURS)) {
    const doctorId = idOf.get(email);
    if (!doctorId) continue;
    const rule: AvailabilityRules = { fee_paise: hours.fee * 100, slot_minutes: hours.slot, weekly: hours.weekly, days_off: [], extra: [] };
    rules.set(email, rule);
    await db.insertInto('doctor_availability').values({ doctor_id: doctorId, fee_paise: rule.fee_paise, slot_minutes: rule.slot_minutes, weekly: JSON.stringify(rule.weekly), days_off: '[]', extra: '[]' }).execute();
  }
  const patientId = idOf.get('patient@demo.in');
  if (!patientId) return;

  const today = istDateOf(now);
  /** The `index`-th slot of the first day from `fromDay` on that has one (after `after`). */
  const slotFrom = (email: string, fromDay: number, index: number, after = now): Slot | null => {
    const rule = rules.get(email);
    for (let day = fromDay; rule && day < fromDay + 7; day++) {
      const slots = slotsOn(rule, addDays(today, day)).filter((slot) => fromDay < 0 || Date.parse(slot.start) > after.getTime());
      if (slots.length > index) return slots[index];
    }
    return null;
  };
  const concern = (text: string) => text;
  const entries = [
    { email: 'doctor@demo.in', slot: slotFrom('doctor@demo.in', 0, 1), status: 'confirmed' as const, concern: concern('Acidity and bloating after meals for two months; worse at night.') },
    { email: 'meera.kulkarni@demo.in', slot: slotFrom('meera.kulkarni@demo.in', 6, 0), status: 'confirmed' as const, concern: concern('Would like a yoga routine for lower back pain from desk work.') },
    { email: 'doctor@demo.in', slot: slotFrom('doctor@demo.in', -10, 2), status: 'completed' as const, concern: concern('Dry skin and hair fall since the winter started.') },
    { email: 'vikram.nair@demo.in', slot: slotFrom('vikram.nair@demo.in', 3, 1), status: 'cancelled' as const, concern: concern('Joint pain in the knees in the mornings.') },
  ];
  for (const entry of entries) {
    const doctorId = idOf.get(entry.email);
    const rule = rules.get(entry.email);
    if (!entry.slot || !doctorId || !rule) continue;
    const paid = rule.fee_paise > 0;
    const { id } = await db
      .insertInto('appointments')
      .values({
        doctor_id: doctorId,
        patient_id: patientId,
        start_at: entry.slot.start,
        end_at: entry.slot.end,
        status: entry.status,
        fee_paise: rule.fee_paise,
        concern: entry.concern,
        joined_at: entry.status === 'completed' ? entry.slot.start : null,
        cancelled_at: entry.status === 'cancelled' ? now.toISOString() : null,
        cancelled_by: entry.status === 'cancelled' ? 'patient' : null,
        refund_status: entry.status === 'cancelled' && paid ? 'pending' : null,
        refund_amount_paise: entry.status === 'cancelled' && paid ? rule.fee_paise : null,
        created_at: new Date(Math.min(now.getTime(), Date.parse(entry.slot.start)) - 86_400_000).toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (paid) {
      await db
        .insertInto('appointment_payments')
        .values({ appointment_id: id, provider: 'seed', merchant_transaction_id: `SEEDAPPT${id}`, amount_paise: rule.fee_paise, state: 'paid', raw: null, created_at: new Date(Date.parse(entry.slot.start) - 86_400_000).toISOString() })
        .execute();
    }
  }
}

/** Names and addresses of the two parties of a consultation, for views and mails. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface Party {
  id: number;
  name: string;
  email: string;
}

export const patientName = (user: { name: string; first_name: string | null; last_name: string | null }) =>
  [user.first_name, user.last_name].filter(Boolean).join(' ') || user.name;

export async function partiesOf(db: Kysely<Database>, appointment: { doctor_id: number; patient_id: number }): Promise<{ doctor: Party; patient: Party }> {
  const users = await db
    .selectFrom('users')
    .select(['id', 'name', 'first_name', 'last_name', 'email'])
    .where('id', 'in', [appointment.doctor_id, appointment.patient_id])
    .execute();
  const doctor = users.find((user) => user.id === appointment.doctor_id);
  const patient = users.find((user) => user.id === appointment.patient_id);
  if (!doctor || !patient) throw new Error('A consultation without its doctor or patient');
  return { doctor: { id: doctor.id, name: doctor.name, email: doctor.email }, patient: { id: patient.id, name: patientName(patient), email: patient.email } };
}

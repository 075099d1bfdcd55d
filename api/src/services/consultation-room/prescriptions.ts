/**
 * E-prescriptions (issue 27): only the consultation's doctor writes one, from the room's opening until 24
 * hours after the end, for a consultation that took place (confirmed or completed). Issued once; a
 * correction is a new version and the earlier one stays, marked superseded. Catalogue medicines are named
 * and priced from the database, never from the request. Both parties read them; nobody else.
 */
import type { Kysely } from 'kysely';
import type { Prescription, PrescriptionBody, PrescriptionMedicineView } from 'shared-lib/contract';
import { FREQUENCY_PATTERN, ROOM_MESSAGES, packsToOrder, prescriptionOpen } from 'shared-lib/domain/consultations';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { HttpError, badRequest, conflict, forbidden, notFound } from '../../http-error';
import { partyRow, type Viewer } from '../appointments';
import { patientName } from '../appointments/people';
import { enqueueMail } from '../mail/outbox';
import { istLabel } from './when';

interface StoredContent {
  complaints: string;
  findings: string;
  diagnosis: string;
  medicines: PrescriptionMedicineView[];
  pathya: string;
  apathya: string;
  advice: string;
  follow_up: string | null;
}

async function pricedMedicines(db: Kysely<Database>, medicines: PrescriptionBody['medicines']): Promise<PrescriptionMedicineView[]> {
  const ids = [...new Set(medicines.map((medicine) => medicine.product_id).filter((id): id is number => typeof id === 'number'))];
  const products = ids.length ? await db.selectFrom('products').select(['id', 'name', 'sales_price']).where('id', 'in', ids).execute() : [];
  return medicines.map((medicine) => {
    if (!FREQUENCY_PATTERN.test(medicine.frequency.trim())) throw badRequest(ROOM_MESSAGES.badFrequency);
    const product = medicine.product_id ? products.find((row) => row.id === medicine.product_id) : undefined;
    if (medicine.product_id && !product) throw badRequest(ROOM_MESSAGES.medicineNotSold);
    const name = product?.name ?? medicine.name.trim();
    if (!name) throw badRequest(ROOM_MESSAGES.medicineNeedsName);
    return {
      product_id: product?.id ?? null,
      name,
      dose: medicine.dose.trim(),
      frequency: medicine.frequency.trim(),
      timing: medicine.timing,
      duration_days: medicine.duration_days,
      quantity: packsToOrder(medicine.duration_days, medicine.quantity),
      notes: medicine.notes?.trim() ?? '',
      price_paise: product?.sales_price ?? null,
    };
  });
}

/** Issues the first prescription or, with `corrects`, a corrected version (the earlier one superseded). */
export async function issuePrescription(db: Kysely<Database>, appointmentId: number, viewer: Viewer, body: PrescriptionBody, now = new Date()): Promise<{ prescription: Prescription; corrected: boolean }> {
  const row = await partyRow(db, appointmentId, viewer);
  if (viewer.type !== 'doctor') throw forbidden(ROOM_MESSAGES.prescriptionOnlyDoctor);
  if (row.status !== 'confirmed' && row.status !== 'completed') throw conflict(ROOM_MESSAGES.prescriptionNotForStatus);
  if (!prescriptionOpen(row.start_at, row.end_at, now)) throw forbidden(ROOM_MESSAGES.prescriptionWindow);
  const content: StoredContent = {
    complaints: body.complaints.trim(),
    findings: body.findings?.trim() ?? '',
    diagnosis: body.diagnosis.trim(),
    medicines: await pricedMedicines(db, body.medicines),
    pathya: body.pathya?.trim() ?? '',
    apathya: body.apathya?.trim() ?? '',
    advice: body.advice?.trim() ?? '',
    follow_up: body.follow_up ?? null,
  };
  if (!content.diagnosis) throw badRequest('Please write the diagnosis');
  try {
    const id = await db.transaction().execute(async (trx) => {
      const current = await trx.selectFrom('prescriptions').select(['id', 'version']).where('appointment_id', '=', appointmentId).where('superseded_at', 'is', null).executeTakeFirst();
      if (current && body.corrects !== current.id) throw conflict(body.corrects ? ROOM_MESSAGES.prescriptionStale : 'A prescription was already issued for this consultation; correct it instead');
      if (!current && body.corrects) throw notFound(ROOM_MESSAGES.prescriptionNotFound);
      if (current) await trx.updateTable('prescriptions').set({ superseded_at: now.toISOString() }).where('id', '=', current.id).where('superseded_at', 'is', null).execute();
      const inserted = await trx
        .insertInto('prescriptions')
        .values({ appointment_id: appointmentId, doctor_id: row.doctor_id, patient_id: row.patient_id, version: (current?.version ?? 0) + 1, content: JSON.stringify(content), created_at: now.toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      const people = await trx.selectFrom('users').select(['id', 'name', 'first_name', 'last_name', 'email']).where('id', 'in', [row.doctor_id, row.patient_id]).execute();
      const patient = people.find((person) => person.id === row.patient_id)!;
      const doctor = people.find((person) => person.id === row.doctor_id)!;
      await enqueueMail(trx, {
        template: 'prescription-issued',
        to: patient.email,
        data: { patientName: patientName(patient), doctorName: doctor.name, when: istLabel(row.start_at), corrected: Boolean(current) },
        attachments: [{ kind: 'prescription', prescription_id: inserted.id, filename: `prescription-${appointmentId}-v${(current?.version ?? 0) + 1}.pdf` }],
        dedupeKey: `prescription-issued:${inserted.id}`,
      });
      return inserted.id;
    });
    return { prescription: await prescriptionById(db, id), corrected: Boolean(body.corrects) };
  } catch (error) {
    // two corrections at once: the unique (appointment, version) index lets one win
    if (isUniqueViolation(error)) throw new HttpError(409, ROOM_MESSAGES.prescriptionStale);
    throw error;
  }
}

function query(db: Kysely<Database>) {
  return db
    .selectFrom('prescriptions')
    .innerJoin('appointments', 'appointments.id', 'prescriptions.appointment_id')
    .innerJoin('users as doctor', 'doctor.id', 'prescriptions.doctor_id')
    .innerJoin('users as patient', 'patient.id', 'prescriptions.patient_id')
    .selectAll('prescriptions')
    .select(['appointments.start_at', 'doctor.name as doctor_name', 'patient.name as patient_user_name', 'patient.first_name', 'patient.last_name']);
}
type Row = Awaited<ReturnType<ReturnType<typeof query>['execute']>>[number];

function toView(row: Row): Prescription {
  const content = JSON.parse(row.content) as StoredContent;
  return {
    id: row.id,
    appointment_id: row.appointment_id,
    version: row.version,
    superseded: row.superseded_at !== null,
    superseded_at: row.superseded_at,
    issued_at: row.created_at,
    doctor: { id: row.doctor_id, name: row.doctor_name },
    patient: { id: row.patient_id, name: patientName({ name: row.patient_user_name, first_name: row.first_name, last_name: row.last_name }) },
    consultation_start: row.start_at,
    ...content,
  };
}

export async function prescriptionById(db: Kysely<Database>, id: number): Promise<Prescription> {
  const row = await query(db).where('prescriptions.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(ROOM_MESSAGES.prescriptionNotFound);
  return toView(row);
}

/** Every version of a consultation's prescription, newest first (parties only). */
export async function prescriptionsOf(db: Kysely<Database>, appointmentId: number, viewer: Viewer): Promise<Prescription[]> {
  await partyRow(db, appointmentId, viewer);
  return (await query(db).where('prescriptions.appointment_id', '=', appointmentId).orderBy('prescriptions.version', 'desc').execute()).map(toView);
}

/** One version, for the parties of its consultation only (a stranger: not found). */
export async function prescriptionFor(db: Kysely<Database>, appointmentId: number, prescriptionId: number, viewer: Viewer): Promise<Prescription> {
  await partyRow(db, appointmentId, viewer);
  const row = await query(db).where('prescriptions.id', '=', prescriptionId).where('prescriptions.appointment_id', '=', appointmentId).executeTakeFirst();
  if (!row) throw notFound(ROOM_MESSAGES.prescriptionNotFound);
  return toView(row);
}

/** The patient's prescriptions (My Consultations) or the ones a doctor issued, newest first, every version. */
export async function prescriptionsOfUser(db: Kysely<Database>, viewer: Viewer): Promise<Prescription[]> {
  const column = viewer.type === 'doctor' ? 'prescriptions.doctor_id' : 'prescriptions.patient_id';
  return (await query(db).where(column, '=', viewer.id).orderBy('prescriptions.created_at', 'desc').orderBy('prescriptions.id', 'desc').execute()).map(toView);
}

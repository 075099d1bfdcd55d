/**
 * The e-prescription as an A4 PDF in the format of India's Telemedicine Practice Guidelines (2020): the
 * doctor's name, qualification, registration number and state, signature; the patient's name, age and
 * gender; the date; the consultation's id; complaints, findings, diagnosis; the medicines table; advice
 * (pathya and apathya); follow-up; the e-prescription statement. Drawn with the invoice PDF's pieces (invoices/pdf-kit.ts).
 */
import type { Kysely } from 'kysely';
import type { Prescription } from 'shared-lib/contract';
import { MEDICINE_TIMING_LABELS } from 'shared-lib/domain/consultations';
import type { Database } from '../../db/schema';
import type { FileStorage } from '../../integrations/storage';
import { ensureRoom, LEAF, LEFT, letterhead, MUTED, openPdf, type PdfColumn, rule, tableRow, WIDTH } from '../invoices/pdf-kit';
import { prescriptionById } from './prescriptions';
import { istDate, istDateTime } from './when';

/** The degree of each stream (the onboarding keeps the stream and institute, not a degree name). */
const DEGREES: Record<string, string> = { Ayurveda: 'BAMS', Siddha: 'BSMS', Unani: 'BUMS', 'Yoga & Naturopathy': 'BNYS', Homeopathy: 'BHMS' };

export interface PrescriptionDocument {
  prescription: Prescription;
  doctor: { name: string; qualification: string; registration: string; state: string; hospital: string; signature: { data: Buffer; contentType: string } | null };
  patient: { name: string; age: string; gender: string };
}

export async function prescriptionDocument(db: Kysely<Database>, storage: FileStorage | null, prescriptionId: number): Promise<PrescriptionDocument> {
  const prescription = await prescriptionById(db, prescriptionId);
  const doctor = await db
    .selectFrom('users')
    .leftJoin('doctors', 'doctors.user_id', 'users.id')
    .leftJoin('streams', 'streams.id', 'doctors.stream_id')
    .leftJoin('states', 'states.id', 'doctors.license_state')
    .select(['users.name', 'doctors.institute_name', 'doctors.license_number', 'doctors.signeture_image', 'doctors.hospital_name', 'streams.name as stream', 'states.name as state'])
    .where('users.id', '=', prescription.doctor.id)
    .executeTakeFirstOrThrow();
  const patient = await db.selectFrom('users').select(['dob', 'gender']).where('id', '=', prescription.patient.id).executeTakeFirstOrThrow();
  const signature = storage && doctor.signeture_image && /\.(png|jpe?g)$/i.test(doctor.signeture_image) ? await storage.get('private', doctor.signeture_image).catch(() => null) : null;
  const degree = doctor.stream ? (DEGREES[doctor.stream] ?? doctor.stream) : '';
  return {
    prescription,
    doctor: {
      name: doctor.name,
      qualification: [degree, doctor.institute_name].filter(Boolean).join(', ') || '—',
      registration: doctor.license_number ?? '—',
      state: doctor.state ?? '—',
      hospital: doctor.hospital_name ?? '',
      signature,
    },
    patient: { name: prescription.patient.name, age: ageOn(patient.dob, prescription.issued_at), gender: patient.gender ?? '—' },
  };
}

function ageOn(dob: string | null, at: string): string {
  if (!dob || !/^\d{4}-\d{2}-\d{2}/.test(dob)) return '—';
  const [y, m, d] = dob.slice(0, 10).split('-').map(Number);
  const now = new Date(at);
  let age = now.getUTCFullYear() - y;
  if (now.getUTCMonth() + 1 < m || (now.getUTCMonth() + 1 === m && now.getUTCDate() < d)) age -= 1;
  return `${age} years`;
}

export async function prescriptionPdf(db: Kysely<Database>, storage: FileStorage | null, prescriptionId: number): Promise<Buffer> {
  return renderPrescriptionPdf(await prescriptionDocument(db, storage, prescriptionId));
}

const COLUMNS: readonly PdfColumn[] = [
  { label: '#', width: 20, align: 'left' },
  { label: 'Medicine', width: 150, align: 'left' },
  { label: 'Dose', width: 55, align: 'left' },
  { label: 'Frequency', width: 65, align: 'left' },
  { label: 'When', width: 70, align: 'left' },
  { label: 'Days', width: 35, align: 'left' },
  { label: 'Notes', width: 120, align: 'left' },
];

export async function renderPrescriptionPdf(doc: PrescriptionDocument): Promise<Buffer> {
  const p = doc.prescription;
  const { pdf, done } = await openPdf({ Title: `e-Prescription ${p.appointment_id}-v${p.version}`, Author: doc.doctor.name });

  // the doctor (header), as the guidelines ask
  letterhead(pdf, doc.doctor.name, [doc.doctor.qualification, `Registration No.: ${doc.doctor.registration}   State: ${doc.doctor.state}`], 330, 30);
  if (doc.doctor.hospital) pdf.fillColor(MUTED).text(doc.doctor.hospital, { width: 330 });
  const leftBottom = pdf.y;
  pdf.font('bold').fontSize(16).fillColor('#000').text('e-Prescription', 355, 30, { width: 200, align: 'right' });
  let y = 54;
  const facts: [string, string][] = [
    ['Date', istDate(p.issued_at)],
    ['Consultation ID', String(p.appointment_id)],
    ['Consulted', `${istDateTime(p.consultation_start)} IST`],
    ['Version', p.superseded ? `${p.version} (superseded)` : String(p.version)],
  ];
  for (const [label, value] of facts) {
    pdf.font('regular').fontSize(9).fillColor(MUTED).text(label, 335, y, { width: 80 });
    pdf.fillColor('#000').text(value, 405, y, { width: 150, align: 'right' });
    y = Math.max(pdf.y, y + 12);
  }
  pdf.y = Math.max(leftBottom, y) + 10;
  rule(pdf);

  // the patient
  const top = pdf.y + 8;
  pdf.font('bold').fontSize(10).fillColor(LEAF).text('Patient', LEFT, top);
  pdf.font('regular').fontSize(10).fillColor('#000').text(`${doc.patient.name}    Age: ${doc.patient.age}    Gender: ${doc.patient.gender}`, LEFT, pdf.y + 2, { width: WIDTH });
  pdf.y += 6;
  rule(pdf);

  section(pdf, 'Chief complaints', p.complaints);
  section(pdf, 'Relevant findings', p.findings);
  section(pdf, 'Diagnosis', p.diagnosis);

  pdf.font('bold').fontSize(13).fillColor(LEAF).text('℞', LEFT, pdf.y + 10);
  pdf.y += 4;
  if (p.medicines.length) {
    tableRow(pdf, COLUMNS, COLUMNS.map((c) => c.label), { bold: true, fill: '#e8f0e9' });
    p.medicines.forEach((m, i) => tableRow(pdf, COLUMNS, [String(i + 1), m.product_id ? m.name : `${m.name} (not sold here)`, m.dose, m.frequency, MEDICINE_TIMING_LABELS[m.timing], String(m.duration_days), m.notes ?? '']));
  } else pdf.font('regular').fontSize(9).fillColor(MUTED).text('No medicines prescribed.', LEFT, pdf.y + 4);
  pdf.font('regular').fontSize(8).fillColor(MUTED).text('Frequency: morning-noon-night (1-0-1 is one dose in the morning and one at night).', LEFT, pdf.y + 4, { width: WIDTH });

  section(pdf, 'Pathya (diet and lifestyle to follow)', p.pathya);
  section(pdf, 'Apathya (to avoid)', p.apathya);
  section(pdf, 'Advice', p.advice);
  if (p.follow_up) section(pdf, 'Follow-up', istDate(`${p.follow_up}T06:30:00.000Z`));

  // signature and the statement
  ensureRoom(pdf, 120);
  const signTop = pdf.y + 20;
  if (doc.doctor.signature) {
    try {
      pdf.image(doc.doctor.signature.data, 395, signTop, { fit: [160, 50], align: 'right' });
    } catch {
      // an unreadable image: the typed signature below still names the doctor
    }
  }
  pdf.font('regular').fontSize(9).fillColor('#000').text(doc.doctor.name, 355, signTop + 54, { width: 200, align: 'right' });
  pdf.fillColor(MUTED).text(`Reg. No. ${doc.doctor.registration}`, 355, pdf.y, { width: 200, align: 'right' });
  pdf.y += 16;
  rule(pdf);
  pdf.font('bold').fontSize(9).fillColor('#000').text('This is an e-prescription issued after a teleconsultation.', LEFT, pdf.y + 8, { width: WIDTH });
  pdf.font('regular').fontSize(8).fillColor(MUTED).text('Issued in accordance with the Telemedicine Practice Guidelines (2020), Board of Governors in supersession of the Medical Council of India.', { width: WIDTH });
  pdf.end();
  return done;
}

function section(pdf: PDFKit.PDFDocument, title: string, text: string): void {
  if (!text) return;
  ensureRoom(pdf, 40);
  pdf.font('bold').fontSize(10).fillColor(LEAF).text(title, LEFT, pdf.y + 10, { width: WIDTH });
  pdf.font('regular').fontSize(9).fillColor('#000').text(text, LEFT, pdf.y + 2, { width: WIDTH });
}

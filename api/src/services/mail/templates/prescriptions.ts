/** The e-prescription mail (issue 27): to the patient, with the PDF attached. */
import { shopLink } from '../context';
import { buttonHtml, layoutHtml, layoutText, paragraph, type RenderedMail } from './layout';

export interface PrescriptionMailData {
  patientName: string;
  doctorName: string;
  /** the consultation's start, 'Wed, 25 Nov 2026, 10:00 am IST' */
  when: string;
  corrected: boolean;
}

export function prescriptionIssuedMail(d: PrescriptionMailData): RenderedMail {
  const link = shopLink('patient/my-profile/consultations');
  const lines = [
    `Namaste ${d.patientName}, ${d.doctorName} has ${d.corrected ? 'corrected' : 'issued'} your e-prescription for the consultation of ${d.when}.`,
    'The prescription is attached as a PDF. In My Consultations you can see it again and order the prescribed medicines in one click.',
  ];
  const title = d.corrected ? 'Your corrected e-prescription' : 'Your e-prescription';
  return { subject: `${title} from ${d.doctorName}`, html: layoutHtml(title, d.when, `${lines.map(paragraph).join('')}${buttonHtml(link, 'My Consultations')}`), text: layoutText(title, `${lines.join('\n')}\n\nMy Consultations: ${link}`) };
}

/** The e-prescription mail in Hindi (issue 31): the data of prescriptions.ts, every word Hindi. */
import { shopLink } from '../context';
import { composeMail, type RenderedMail } from './layout';
import type { PrescriptionMailData } from './prescriptions';

export function prescriptionIssuedMailHi(d: PrescriptionMailData): RenderedMail {
  const title = d.corrected ? 'आपका सुधारा हुआ ई-प्रिस्क्रिप्शन' : 'आपका ई-प्रिस्क्रिप्शन';
  return composeMail({
    subject: `${d.doctorName} से ${title}`,
    title,
    preheader: d.when,
    lines: [
      `नमस्ते ${d.patientName}, ${d.doctorName} ने ${d.when} की कंसल्टेशन का आपका ई-प्रिस्क्रिप्शन ${d.corrected ? 'सुधार दिया है' : 'जारी कर दिया है'}।`,
      'प्रिस्क्रिप्शन PDF के रूप में साथ में लगा है। "मेरी कंसल्टेशन" में आप इसे फिर से देख सकते हैं और लिखी गई दवाइयाँ एक क्लिक में ऑर्डर कर सकते हैं।',
    ],
    buttons: [{ href: shopLink('patient/my-profile/consultations'), label: 'मेरी कंसल्टेशन' }],
    language: 'hi',
  });
}

/** Consultation mails in Hindi (issue 31): the data of appointments.ts, every word Hindi. */
import { shopLink } from '../context';
import { composeMail, type MailButton, type RenderedMail } from './layout';
import type { AppointmentMailData } from './appointments';

const dashboard = (d: AppointmentMailData): MailButton =>
  d.audience === 'patient' ? { href: shopLink('patient/my-profile/consultations'), label: 'मेरी कंसल्टेशन' } : { href: shopLink('doctor/dashboard'), label: 'अपना डैशबोर्ड खोलें' };
const other = (d: AppointmentMailData) => (d.audience === 'patient' ? d.doctorName : `आपके मरीज़ ${d.patientName}`);

function render(subject: string, title: string, d: AppointmentMailData, lines: string[], button = dashboard(d)): RenderedMail {
  return composeMail({ subject, title, preheader: d.when, lines, buttons: [button], language: 'hi' });
}

export function appointmentConfirmedMailHi(d: AppointmentMailData): RenderedMail {
  const lines = [
    `नमस्ते ${d.recipientName}, ${other(d)} के साथ आपकी ऑनलाइन कंसल्टेशन पक्की हो गई है।`,
    `कब: ${d.when} (भारतीय समय)।`,
    `फ़ीस: ${d.fee}।`,
    d.audience === 'doctor' ? `समस्या: ${d.concern}` : 'साथ में लगी कैलेंडर फ़ाइल इसे आपके कैलेंडर में जोड़ देती है।',
  ];
  return render(`कंसल्टेशन पक्की: ${d.when}`, 'आपकी कंसल्टेशन पक्की हो गई है', d, lines);
}

export function appointmentReminderMailHi(d: AppointmentMailData): RenderedMail {
  const lines = [`नमस्ते ${d.recipientName}, याद दिला दें: ${other(d)} के साथ आपकी कंसल्टेशन ${d.when} (भारतीय समय) पर, लगभग एक घंटे में शुरू होगी।`];
  const room = d.appointmentId ? { href: shopLink(`consult/${d.appointmentId}`), label: 'कंसल्टेशन रूम खोलें' } : undefined;
  return render(`याद दिलाना: ${d.when} पर कंसल्टेशन`, 'आपकी कंसल्टेशन जल्द शुरू होगी', d, lines, room);
}

export function appointmentCancelledMailHi(d: AppointmentMailData): RenderedMail {
  const byDoctor = d.cancelledBy === 'doctor';
  const lines = [
    byDoctor && d.audience === 'patient'
      ? `नमस्ते ${d.recipientName}, हमें खेद है: ${d.doctorName} को ${d.when} की आपकी कंसल्टेशन कैंसल करनी पड़ी। असुविधा के लिए माफ़ी चाहते हैं।`
      : `नमस्ते ${d.recipientName}, ${other(d)} के साथ ${d.when} की कंसल्टेशन${byDoctor ? '' : ' मरीज़ ने'} कैंसल कर दी है।`,
    ...(d.refund ? [`${d.refund} का पूरा रिफ़ंड आपके भुगतान के मूल तरीके पर भेजा जा रहा है।`] : []),
  ];
  return render(`कंसल्टेशन कैंसल: ${d.when}`, 'आपकी कंसल्टेशन कैंसल हो गई', d, lines);
}

export function appointmentRescheduledMailHi(d: AppointmentMailData): RenderedMail {
  const lines = [
    `नमस्ते ${d.recipientName}, ${other(d)} के साथ आपकी कंसल्टेशन का समय बदल गया है।`,
    `नया समय: ${d.when} (भारतीय समय)${d.previousWhen ? `, ${d.previousWhen} की जगह` : ''}।`,
    'साथ में लगी कैलेंडर फ़ाइल आपका कैलेंडर अपडेट कर देती है।',
  ];
  return render(`कंसल्टेशन का नया समय ${d.when}`, 'आपकी कंसल्टेशन का समय बदल गया है', d, lines);
}

/** Account mails in Hindi (issue 31): the same data as their English templates (accounts.ts), every word Hindi. */
import { buttonHtml, layoutHtml, layoutText, paragraph, type RenderedMail } from './layout';
import type { PasswordResetData } from './accounts';

export function passwordResetMailHi(d: PasswordResetData): RenderedMail {
  const title = 'अपना पासवर्ड बदलें';
  const intro = `नमस्ते ${d.name}, किसी ने (उम्मीद है आपने) आपके अकाउंट का पासवर्ड बदलने के लिए कहा है।`;
  const validity = `यह लिंक एक ही बार और ${d.minutes} मिनट तक काम करेगा। अगर आपने यह नहीं माँगा था, तो इस ईमेल को अनदेखा करें: आपका पासवर्ड जैसा है वैसा ही रहेगा।`;
  const button = 'नया पासवर्ड चुनें';
  return {
    subject: title,
    html: layoutHtml(title, 'नया पासवर्ड चुनने का लिंक', `${paragraph(intro)}${buttonHtml(d.link, button)}${paragraph(validity)}`, 'hi'),
    text: layoutText(title, `${intro}\n\n${button}: ${d.link}\n\n${validity}`),
  };
}

/**
 * The doctor app's texts (namespace `doctor`): English bundled, Hindi a chunk of the doctor release folder,
 * loaded with the Hindi of the domain's consultation messages (CONSULTATION_MESSAGES_HI).
 */
import { registerTexts } from 'shared-lib/i18n';
import en from './en.json';
import { setConsultationMessagesHi } from './consultation-messages';

export const DOCTOR_NS = 'doctor';
registerTexts(DOCTOR_NS, en, {
  hi: () =>
    Promise.all([
      import(/* webpackChunkName: "doctor-texts-hi" */ './hi.json'),
      import(/* webpackChunkName: "doctor-texts-hi" */ 'shared-lib/domain/i18n/consultations-hi'),
    ]).then(([texts, messages]) => {
      setConsultationMessagesHi(messages.CONSULTATION_MESSAGES_HI);
      return texts;
    }),
});

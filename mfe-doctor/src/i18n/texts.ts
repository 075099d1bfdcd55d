/** The doctor app's texts (namespace `doctor`): English bundled, Hindi a chunk of the doctor release folder. */
import { registerTexts } from 'shared-lib/i18n';
import en from './en.json';

export const DOCTOR_NS = 'doctor';
registerTexts(DOCTOR_NS, en, { hi: () => import(/* webpackChunkName: "doctor-texts-hi" */ './hi.json') });

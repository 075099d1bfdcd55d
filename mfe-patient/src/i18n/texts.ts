/** The patient app's texts (namespace `patient`): English bundled, Hindi a chunk of the patient release folder. */
import { registerTexts } from 'shared-lib/i18n';
import en from './en.json';

export const PATIENT_NS = 'patient';
registerTexts(PATIENT_NS, en, { hi: () => import(/* webpackChunkName: "patient-texts-hi" */ './hi.json') });

/** The texts of shared-lib/ui's widgets (namespace `ui`), shipped with the host that provides shared-lib. */
import { registerTexts } from 'shared-lib/i18n';
import en from './en.json';

export const UI_NS = 'ui';
registerTexts(UI_NS, en, { hi: () => import(/* webpackChunkName: "ui-texts-hi" */ './hi.json') });

/** The texts of shared-lib/ui's widgets (namespace `ui`), shipped with the host that provides shared-lib. */
import { i18n, registerTexts } from 'shared-lib/i18n';
import en from './en.json';

export const UI_NS = 'ui';
registerTexts(UI_NS, en, { hi: () => import(/* webpackChunkName: "ui-texts-hi" */ './hi.json') });

/** A widget's text outside a component (dialog buttons). */
export const uiText = (key: 'save' | 'dontSave' | 'cancel' | 'ok') => i18n.t(key, { ns: UI_NS });

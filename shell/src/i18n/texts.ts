/** The shell's texts (namespace `shell`): English bundled, Hindi a chunk of the shell's release folder. */
import { registerTexts } from 'shared-lib/i18n';
import en from './en.json';

export const SHELL_NS = 'shell';
registerTexts(SHELL_NS, en, { hi: () => import(/* webpackChunkName: "texts-hi" */ './hi.json') });

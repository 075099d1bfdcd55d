/** The storefront's texts (namespace `storefront`): English bundled, Hindi a chunk of the storefront release folder. */
import { registerTexts } from 'shared-lib/i18n';
import en from './en.json';

export const STOREFRONT_NS = 'storefront';
registerTexts(STOREFRONT_NS, en, { hi: () => import(/* webpackChunkName: "storefront-texts-hi" */ './hi.json') });

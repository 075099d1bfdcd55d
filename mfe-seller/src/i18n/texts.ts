/** The seller app's texts (namespace `seller`): English bundled, Hindi a chunk of the seller release folder. */
import { registerTexts } from 'shared-lib/i18n';
import en from './en.json';

export const SELLER_NS = 'seller';
registerTexts(SELLER_NS, en, { hi: () => import(/* webpackChunkName: "seller-texts-hi" */ './hi.json') });

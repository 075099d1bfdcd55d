/** The checkout's texts (namespace `checkout`): English bundled, Hindi a chunk of the checkout release folder. */
import { registerTexts } from 'shared-lib/i18n';
import en from './en.json';

export const CHECKOUT_NS = 'checkout';
registerTexts(CHECKOUT_NS, en, { hi: () => import(/* webpackChunkName: "checkout-texts-hi" */ './hi.json') });

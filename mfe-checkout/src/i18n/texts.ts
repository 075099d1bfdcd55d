/** The checkout's texts (namespace `checkout`): English bundled, Hindi a chunk of the checkout release folder. */
import { DELIVERY_DAYS } from 'shared-lib/domain';
import { registerTexts } from 'shared-lib/i18n';
import en from './en.json';

export const CHECKOUT_NS = 'checkout';
registerTexts(CHECKOUT_NS, en, { hi: () => import(/* webpackChunkName: "checkout-texts-hi" */ './hi.json') });

/** The delivery time's range ('3-5' of DELIVERY_DAYS), shown with the language's word for days (`deliveryDays`). */
export const DELIVERY_RANGE = DELIVERY_DAYS.replace(/\s*days$/, '');

/** After a patient logs in, the guest cart is merged into the server cart (storefront issue). */
import { mergeGuestCartIntoServer } from 'shared-lib/store';
import { onAfterLogin } from './after-login';

onAfterLogin(mergeGuestCartIntoServer);

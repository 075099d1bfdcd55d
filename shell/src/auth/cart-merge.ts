/**
 * After a patient logs in, the guest cart is merged into the server cart (storefront issue). The merge
 * uses the api (shared-lib/store), which the shell's first render does not load: it is fetched here.
 */
import { onAfterLogin } from './after-login';

onAfterLogin(async (dispatch) => (await import('shared-lib/store')).mergeGuestCartIntoServer(dispatch));

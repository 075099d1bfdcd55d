/** The seller dashboard site reads the seller session the shop's shared login stored. */
import { clearSession, readSession } from 'shared-lib/http';

/** The shop's seller login (spec: sellers log in on the shop and are sent to this site). */
export const SELLER_LOGIN_URL = '/#/seller/login';

export function hasSellerSession(): boolean {
  return readSession()?.user.type === 'seller';
}

/** No session, or an expired one: clear it and go to the seller login. */
export function goToSellerLogin(): void {
  clearSession();
  window.location.replace(SELLER_LOGIN_URL);
}

/**
 * A guest's review link (issue 34): the delivery mail of a guest order carries, per product, a token signed
 * with a key derived from the app's secret (HMAC-SHA256) over the order, the product and an expiry. Only
 * that order line can be reviewed with it; a changed part or a wrong signature is refused, and so is an
 * expired token. Nothing is stored for it: the review itself (one per guest order line) is the record.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { GUEST_REVIEW_LINK_DAYS, REVIEW_MESSAGES as M } from 'shared-lib/domain/reviews';
import { HttpError, notFound } from '../../http-error';
import { shopLink } from '../mail/context';

export interface GuestReviewClaim {
  orderId: number;
  productId: number;
}

const keyOf = (secret: string) => createHash('sha256').update(`guest-review:${secret}`).digest();
const mac = (secret: string, payload: string) => createHmac('sha256', keyOf(secret)).update(payload).digest('base64url');

export function signGuestReviewToken(secret: string, claim: GuestReviewClaim, now = new Date(), days = GUEST_REVIEW_LINK_DAYS): string {
  const expires = Math.floor(now.getTime() / 1000) + days * 86_400;
  const payload = `${claim.orderId}.${claim.productId}.${expires}`;
  return `${payload}.${mac(secret, payload)}`;
}

/** The order line of a valid token; 404 for anything not signed by us, 410 once expired. */
export function verifyGuestReviewToken(secret: string, token: string, now = new Date()): GuestReviewClaim {
  const match = /^(\d{1,12})\.(\d{1,12})\.(\d{1,12})\.([\w-]{43})$/.exec(token);
  if (!match) throw notFound(M.guestLinkInvalid);
  const [, orderId, productId, expires, signature] = match;
  const expected = Buffer.from(mac(secret, `${orderId}.${productId}.${expires}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw notFound(M.guestLinkInvalid);
  if (Number(expires) * 1000 < now.getTime()) throw new HttpError(410, M.guestLinkExpired);
  return { orderId: Number(orderId), productId: Number(productId) };
}

/** The mail's link: the product's details with the guest review form open. */
export function guestReviewLink(productId: number, token: string): string {
  return shopLink(`home/buy-medicine/product-details/${productId}?${new URLSearchParams({ review: '1', guest: token }).toString()}`);
}

import { MESSAGES } from 'shared-lib/domain';

/** home/cart: a placeholder page that only says 'cart works!'. */
export function CartPlaceholder() {
  return <p>{MESSAGES.cartWorks}</p>;
}

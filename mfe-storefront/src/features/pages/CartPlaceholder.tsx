import { useMessages } from 'shared-lib/i18n';

/** home/cart: a placeholder page that only says 'cart works!'. */
export function CartPlaceholder() {
  return <p>{useMessages().cartWorks}</p>;
}

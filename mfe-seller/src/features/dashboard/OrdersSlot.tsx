/** Orders tab (filled in once the fulfilment API is merged). */
export function OrdersSlot() {
  return <p>Orders to fulfil</p>;
}

/** The cart step after an order is placed (the checkout and the status page share it): a guest's cart is cleared, a patient's refetched. */
import { useCallback } from 'react';
import { api, selectPatientId, useAppDispatch, useAppSelector, useCart } from 'shared-lib/store';

export function useAfterOrderCart(): () => Promise<void> {
  const dispatch = useAppDispatch();
  const patientId = useAppSelector(selectPatientId);
  const { clear } = useCart();
  return useCallback(async () => {
    if (patientId === null) await clear();
    else dispatch(api.util.invalidateTags(['Cart', 'Order']));
  }, [clear, dispatch, patientId]);
}

/**
 * After an order is placed: 'Thank You!' after 3 s (spec section 4), then home; a guest is also told that the
 * confirmation link was e-mailed. The timer is cleared on unmount.
 */
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { GUEST_MESSAGES, MESSAGES, TIMINGS } from 'shared-lib/domain';
import { showPopup } from 'shared-lib/ui';

export function useThankYou(uniqueId: string | null, onShown: () => void, guest = false): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!uniqueId) return undefined;
    const timer = window.setTimeout(() => {
      onShown();
      void showPopup({
        icon: 'success',
        title: MESSAGES.thankYou,
        text: `${MESSAGES.orderPlaced} Your order number is ${uniqueId}.${guest ? ` ${GUEST_MESSAGES.confirmSent}` : ''}`,
        confirmButtonText: MESSAGES.continueShopping,
      }).then(() => navigate('/home'));
    }, TIMINGS.orderSuccessPopup);
    return () => window.clearTimeout(timer);
  }, [guest, navigate, onShown, uniqueId]);
}

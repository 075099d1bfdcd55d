/**
 * After an order is placed: 'Thank You!' after 3 s (spec section 4), then home; a guest is also told that the
 * confirmation link was e-mailed. The timer is cleared on unmount.
 */
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { GUEST_MESSAGES, TIMINGS } from 'shared-lib/domain';
import { localizeText, useMessages, useTranslation } from 'shared-lib/i18n';
import { showPopup } from 'shared-lib/ui';
import { CHECKOUT_NS } from '../../i18n/texts';

export function useThankYou(uniqueId: string | null, onShown: () => void, guest = false): void {
  const navigate = useNavigate();
  const { t } = useTranslation(CHECKOUT_NS);
  // the texts of the language on screen when the popup opens (a switch does not restart the timer)
  const messages = useMessages();
  const texts = useRef({ t, messages });
  texts.current = { t, messages };
  useEffect(() => {
    if (!uniqueId) return undefined;
    const timer = window.setTimeout(() => {
      onShown();
      const now = texts.current;
      void showPopup({
        icon: 'success',
        title: now.messages.thankYou,
        text: `${now.messages.orderPlaced} ${now.t('checkout.numberText', { id: uniqueId })}${guest ? ` ${localizeText(GUEST_MESSAGES.confirmSent)}` : ''}`,
        confirmButtonText: now.messages.continueShopping,
      }).then(() => navigate('/home'));
    }, TIMINGS.orderSuccessPopup);
    return () => window.clearTimeout(timer);
  }, [guest, navigate, onShown, uniqueId]);
}

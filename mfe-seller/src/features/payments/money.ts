/** The Payments page's formats: paise shown as rupees with two decimals (lakh grouping), instants as India dates in the page's language. */
import { formatDate, formatPaise, type Language } from 'shared-lib/domain';
import { useTranslation } from 'shared-lib/i18n';
import { SELLER_NS } from '../../i18n/texts';

export const rupees = (paise: number) => `${paise < 0 ? '−' : ''}₹${formatPaise(Math.abs(paise))}`;

/** t of the seller texts, and the date format of the language on screen. */
export function usePaymentsText() {
  const { t, i18n } = useTranslation(SELLER_NS);
  const language: Language = i18n.language === 'hi' ? 'hi' : 'en';
  return { t, date: (iso: string) => formatDate(iso, 'date', language) };
}

/**
 * The doctor app's dates, times, fees and language names in the language on screen: shared-lib's India-time
 * formatters and formatMoney (Latin digits, lakh grouping); a fee of 0 reads "Free" / "मुफ़्त".
 */
import { CONSULTATION_LANGUAGES, formatIstDay, formatIstTime } from 'shared-lib/domain/consultations';
import { formatMoney } from 'shared-lib/domain/core';
import { currentLanguage, useTranslation } from 'shared-lib/i18n';
import { DOCTOR_NS } from './texts';

/** the consultation languages by the name the API sends ('English', 'Hindi') */
const LANGUAGE_IDS = new Map(Object.entries(CONSULTATION_LANGUAGES).map(([id, name]) => [name, id]));

export function useFormats() {
  const { t } = useTranslation(DOCTOR_NS);
  const language = currentLanguage();
  const day = (iso: string) => formatIstDay(iso, language);
  const time = (iso: string) => formatIstTime(iso, language);
  return {
    language,
    day,
    time,
    /** 'Mon, 7 Jan, 10:00 am' */
    when: (iso: string) => `${day(iso)}, ${time(iso)}`,
    fee: (paise: number) => (paise === 0 ? t('common.free') : formatMoney(paise / 100, language)),
    /** a consultation language by its id or its English name, in the language on screen */
    languageName: (idOrName: string | number) => {
      const id = LANGUAGE_IDS.get(String(idOrName)) ?? String(idOrName);
      return id === '1' ? t('common.english') : id === '2' ? t('common.hindi') : String(idOrName);
    },
  };
}

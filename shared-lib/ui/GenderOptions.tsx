/** The gender choices of the patient and doctor forms (Male, Female, Others), after the 'Select Gender' placeholder. */
import { GENDERS, NOTHING_CHOSEN } from 'shared-lib/domain';
import { useTranslation } from 'shared-lib/i18n';
import { UI_NS } from './i18n/texts';

export function GenderOptions() {
  const { t } = useTranslation(UI_NS);
  return (
    <>
      <option value={NOTHING_CHOSEN}>{t('selectGender')}</option>
      {GENDERS.map((gender) => (
        <option key={gender} value={gender}>
          {gender}
        </option>
      ))}
    </>
  );
}

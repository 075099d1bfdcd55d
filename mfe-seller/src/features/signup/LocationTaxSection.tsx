/** State, city (loaded for the chosen state), GST number, ZIP / postal code, PAN number and PAN image. */
import type { FormikProps } from 'formik';
import type { City, State } from 'shared-lib/contract';
import { Field } from 'shared-lib/ui';
import formStyles from '../shared/forms.module.css';
import { PanImageField } from './PanImageField';
import type { SellerValues } from './seller-schema';
import { useTranslation } from 'shared-lib/i18n';
import { SELLER_NS } from '../../i18n/texts';

interface Props {
  form: FormikProps<SellerValues>;
  states: State[];
  cities: City[];
  citiesLoading: boolean;
  chooseState(stateId: string): void;
  fileInputKey: number;
}

export function LocationTaxSection({ form, states, cities, citiesLoading, chooseState, fileInputKey }: Props) {
  const { t } = useTranslation(SELLER_NS);
  const noState = !form.values.state_id;
  return (
    <fieldset className={formStyles.section}>
      <legend className={formStyles.legend}>{t('signup.location.legend')}</legend>
      <div className={formStyles.grid}>
        <Field classes={formStyles} form={form} name="state_id" label={t('signup.location.state')} idPrefix="seller" onValueChange={chooseState}>
          <option value="">{t('signup.location.selectState')}</option>
          {states.map((state) => (
            <option key={state.id} value={String(state.id)}>
              {state.name}
            </option>
          ))}
        </Field>
        <Field classes={formStyles} form={form} name="city_id" label={t('signup.location.city')} idPrefix="seller" disabled={noState || citiesLoading} hint={noState ? t('signup.location.stateFirst') : undefined}>
          <option value="">{citiesLoading ? t('signup.location.loadingCities') : t('signup.location.selectCity')}</option>
          {cities.map((city) => (
            <option key={city.id} value={String(city.id)}>
              {city.name}
            </option>
          ))}
        </Field>
        <Field classes={formStyles} form={form} name="gst_number" label={t('signup.location.gst')} idPrefix="seller" maxLength={15} autoComplete="off" hint={t('signup.location.gstHint')} />
        <Field classes={formStyles} form={form} name="postal_code" label={t('signup.location.zip')} idPrefix="seller" inputMode="numeric" maxLength={6} autoComplete="postal-code" />
        <Field classes={formStyles} form={form} name="pan_number" label={t('signup.location.pan')} idPrefix="seller" maxLength={10} autoComplete="off" hint={t('signup.location.panHint')} />
        <PanImageField form={form} inputKey={fileInputKey} />
      </div>
    </fieldset>
  );
}

/** State, city (loaded for the chosen state), GST number, ZIP / postal code, PAN number and PAN image. */
import type { FormikProps } from 'formik';
import type { City, State } from 'shared-lib/contract';
import { Field } from 'shared-lib/ui';
import formStyles from '../shared/forms.module.css';
import { PanImageField } from './PanImageField';
import type { SellerValues } from './seller-schema';

interface Props {
  form: FormikProps<SellerValues>;
  states: State[];
  cities: City[];
  citiesLoading: boolean;
  chooseState(stateId: string): void;
  fileInputKey: number;
}

export function LocationTaxSection({ form, states, cities, citiesLoading, chooseState, fileInputKey }: Props) {
  const noState = !form.values.state_id;
  return (
    <fieldset className={formStyles.section}>
      <legend className={formStyles.legend}>Location and tax registration</legend>
      <div className={formStyles.grid}>
        <Field classes={formStyles} form={form} name="state_id" label="State" idPrefix="seller" onValueChange={chooseState}>
          <option value="">Select state</option>
          {states.map((state) => (
            <option key={state.id} value={String(state.id)}>
              {state.name}
            </option>
          ))}
        </Field>
        <Field classes={formStyles} form={form} name="city_id" label="City" idPrefix="seller" disabled={noState || citiesLoading} hint={noState ? 'Choose a state first' : undefined}>
          <option value="">{citiesLoading ? 'Loading cities…' : 'Select city'}</option>
          {cities.map((city) => (
            <option key={city.id} value={String(city.id)}>
              {city.name}
            </option>
          ))}
        </Field>
        <Field classes={formStyles} form={form} name="gst_number" label="GST number" idPrefix="seller" maxLength={15} autoComplete="off" hint="15 characters, e.g. 27AAPFU0939F1ZV" />
        <Field classes={formStyles} form={form} name="postal_code" label="ZIP / Postal Code" idPrefix="seller" inputMode="numeric" maxLength={6} autoComplete="postal-code" />
        <Field classes={formStyles} form={form} name="pan_number" label="PAN number" idPrefix="seller" maxLength={10} autoComplete="off" hint="The PAN inside your GST number, e.g. AAPFU0939F" />
        <PanImageField form={form} inputKey={fileInputKey} />
      </div>
    </fieldset>
  );
}

import type { FormikProps } from 'formik';
import { type ChangeEvent } from 'react';
import type { CustomerField, CustomerValues } from 'shared-lib/domain';
import { useGetCitiesByStateQuery, useGetStatesQuery } from 'shared-lib/store';
import styles from './checkout.module.css';
import { localizeText, useMessages, useTranslation } from 'shared-lib/i18n';
import { CHECKOUT_NS } from '../../i18n/texts';

interface Props {
  form: FormikProps<CustomerValues>;
  /** the patient's form does not ask for names, email and mobile again */
  askContact: boolean;
  /** any edit (the delivery check is redone on the next PLACE ORDER) */
  onEdit(): void;
}

export function CustomerForm({ form, askContact, onEdit }: Props) {
  const { t } = useTranslation(CHECKOUT_NS);
  // the domain's messages (the shared customer rule's English) in the language on screen
  useMessages();
  const { values, errors, touched } = form;
  const onBlur = (field: CustomerField) => void form.setFieldTouched(field, true);
  const { data: states = [] } = useGetStatesQuery();
  const { data: cities = [], isFetching: citiesLoading } = useGetCitiesByStateQuery(values.state_id, { skip: !values.state_id });

  const set = (field: CustomerField) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const raw = event.target.value;
    onEdit();
    if (field === 'state_id') void form.setValues({ ...values, state_id: Number(raw), city_id: 0 });
    else void form.setFieldValue(field, field === 'city_id' ? Number(raw) : raw);
  };
  const shown = (field: CustomerField) => (touched[field] ? errors[field] : undefined);

  const input = (field: CustomerField, label: string, options: { type?: string; optional?: boolean; autoComplete?: string; inputMode?: 'numeric' | 'tel' | 'email'; maxLength?: number; wide?: boolean } = {}) => {
    const error = shown(field);
    const id = `checkout-${field}`;
    return (
      <div className={`${styles.field} ${options.wide ? styles.fieldWide : ''}`}>
        <label htmlFor={id}>
          {label}
          {options.optional ? <span className={styles.optional}>{t('form.optional')}</span> : <span className={styles.required} aria-hidden="true"> *</span>}
        </label>
        <input
          id={id}
          name={field}
          type={options.type ?? 'text'}
          value={String(values[field])}
          onChange={set(field)}
          onBlur={() => onBlur(field)}
          autoComplete={options.autoComplete}
          inputMode={options.inputMode}
          maxLength={options.maxLength}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={error ? styles.invalid : undefined}
        />
        {error && (
          <p id={`${id}-error`} className={styles.error} role="alert">
            {localizeText(error)}
          </p>
        )}
      </div>
    );
  };

  const select = (field: 'state_id' | 'city_id', label: string, items: { id: number; name: string }[], disabled: boolean, placeholder: string) => {
    const error = shown(field);
    const id = `checkout-${field}`;
    return (
      <div className={styles.field}>
        <label htmlFor={id}>
          {label}
          <span className={styles.required} aria-hidden="true"> *</span>
        </label>
        <select
          id={id}
          name={field}
          value={values[field]}
          onChange={set(field)}
          onBlur={() => onBlur(field)}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={error ? styles.invalid : undefined}
        >
          <option value={0}>{placeholder}</option>
          {items.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </select>
        {error && (
          <p id={`${id}-error`} className={styles.error} role="alert">
            {localizeText(error)}
          </p>
        )}
      </div>
    );
  };

  return (
    <div className={styles.formGrid} data-testid="customer-form">
      {askContact && (
        <>
          {input('first_name', t('form.firstName'), { autoComplete: 'given-name' })}
          {input('last_name', t('form.lastName'), { autoComplete: 'family-name' })}
          {input('email', t('form.email'), { type: 'email', autoComplete: 'email', inputMode: 'email' })}
          {input('mobile', t('form.mobile'), { type: 'tel', autoComplete: 'tel-national', inputMode: 'tel', maxLength: 10 })}
        </>
      )}
      {input('address_line_1', t('form.line1'), { autoComplete: 'address-line1', wide: true })}
      {input('address_line_2', t('form.line2'), { optional: true, autoComplete: 'address-line2', wide: true })}
      {select('state_id', t('form.state'), states, false, t('form.selectState'))}
      {select('city_id', t('form.city'), cities, !values.state_id || citiesLoading, values.state_id ? t('form.selectCity') : t('form.stateFirst'))}
      {input('pincode', t('form.pincode'), { inputMode: 'numeric', autoComplete: 'postal-code', maxLength: 6 })}
    </div>
  );
}

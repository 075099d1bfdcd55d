import { type ChangeEvent } from 'react';
import { useGetCitiesByStateQuery, useGetStatesQuery } from 'shared-lib/store';
import type { CustomerErrors, CustomerField, CustomerValues } from 'shared-lib/domain';
import styles from './checkout.module.css';

interface Props {
  values: CustomerValues;
  errors: CustomerErrors;
  touched: Partial<Record<CustomerField, boolean>>;
  /** the patient's form does not ask for names, email and mobile again */
  askContact: boolean;
  onChange(values: CustomerValues): void;
  onBlur(field: CustomerField): void;
}

export function CustomerForm({ values, errors, touched, askContact, onChange, onBlur }: Props) {
  const { data: states = [] } = useGetStatesQuery();
  const { data: cities = [], isFetching: citiesLoading } = useGetCitiesByStateQuery(values.state_id, { skip: !values.state_id });

  const set = (field: CustomerField) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const raw = event.target.value;
    if (field === 'state_id') onChange({ ...values, state_id: Number(raw), city_id: 0 });
    else if (field === 'city_id') onChange({ ...values, city_id: Number(raw) });
    else onChange({ ...values, [field]: raw });
  };
  const shown = (field: CustomerField) => (touched[field] ? errors[field] : undefined);

  const input = (field: CustomerField, label: string, options: { type?: string; optional?: boolean; autoComplete?: string; inputMode?: 'numeric' | 'tel' | 'email'; maxLength?: number; wide?: boolean } = {}) => {
    const error = shown(field);
    const id = `checkout-${field}`;
    return (
      <div className={`${styles.field} ${options.wide ? styles.fieldWide : ''}`}>
        <label htmlFor={id}>
          {label}
          {options.optional ? <span className={styles.optional}> (optional)</span> : <span className={styles.required} aria-hidden="true"> *</span>}
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
            {error}
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
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <div className={styles.formGrid} data-testid="customer-form">
      {askContact && (
        <>
          {input('first_name', 'First name', { autoComplete: 'given-name' })}
          {input('last_name', 'Last name', { autoComplete: 'family-name' })}
          {input('email', 'Email', { type: 'email', autoComplete: 'email', inputMode: 'email' })}
          {input('mobile', 'Mobile number', { type: 'tel', autoComplete: 'tel-national', inputMode: 'tel', maxLength: 10 })}
        </>
      )}
      {input('address_line_1', 'Address line 1', { autoComplete: 'address-line1', wide: true })}
      {input('address_line_2', 'Address line 2', { optional: true, autoComplete: 'address-line2', wide: true })}
      {select('state_id', 'State', states, false, 'Select state')}
      {select('city_id', 'City', cities, !values.state_id || citiesLoading, values.state_id ? 'Select city' : 'Select a state first')}
      {input('pincode', 'Pincode', { inputMode: 'numeric', autoComplete: 'postal-code', maxLength: 6 })}
    </div>
  );
}

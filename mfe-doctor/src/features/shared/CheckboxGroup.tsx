/** A labelled group of checkboxes holding a list of ids (specialities, languages). */
import type { FormikProps } from 'formik';
import { formStyles as styles } from 'shared-lib/ui';

interface CheckboxGroupProps<V extends object> {
  form: FormikProps<V>;
  name: keyof V & string;
  label: string;
  idPrefix: string;
  options: readonly { id: number; name: string }[];
  emptyText?: string;
}

export function CheckboxGroup<V extends object>({ form, name, label, idPrefix, options, emptyText }: CheckboxGroupProps<V>) {
  const chosen = (form.values[name] as unknown as string[]) ?? [];
  const touched = Boolean(form.touched[name]) || chosen.length > 0;
  const error = touched && typeof form.errors[name] === 'string' ? (form.errors[name] as string) : undefined;
  const toggle = (id: string) => {
    const next = chosen.includes(id) ? chosen.filter((value) => value !== id) : [...chosen, id];
    void form.setFieldValue(name, next);
    void form.setFieldTouched(name, true, false);
  };
  return (
    <fieldset className={`${styles.field} ${styles.choices}`} aria-describedby={`${idPrefix}-${name}-error`}>
      <legend className={styles.label}>
        {label}
        <span className={styles.required} aria-hidden="true">*</span>
      </legend>
      {options.length === 0 && emptyText ? <span className={styles.hint}>{emptyText}</span> : null}
      {options.map((option) => {
        const id = `${idPrefix}-${name}-${option.id}`;
        return (
          <label key={option.id} className={styles.choice} htmlFor={id}>
            <input id={id} type="checkbox" checked={chosen.includes(String(option.id))} onChange={() => toggle(String(option.id))} />
            {option.name}
          </label>
        );
      })}
      <p className={styles.error} id={`${idPrefix}-${name}-error`} role={error ? 'alert' : undefined} style={{ flexBasis: '100%' }}>
        {error}
      </p>
    </fieldset>
  );
}

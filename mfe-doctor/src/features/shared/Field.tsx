/** A labelled form field whose message shows once the field is touched or changed (spec section 5). */
import type { FormikProps } from 'formik';
import type { ReactNode } from 'react';
import { formStyles as styles } from 'shared-lib/ui';

export { styles as formStyles };

/** The message of a field, once it was touched or its value differs from the initial one. */
export function visibleError<V extends object>(form: FormikProps<V>, name: keyof V & string): string | undefined {
  const touched = Boolean(form.touched[name]) || form.values[name] !== form.initialValues[name];
  const error = form.errors[name];
  return touched && typeof error === 'string' ? error : undefined;
}

interface FieldProps<V extends object> {
  form: FormikProps<V>;
  name: keyof V & string;
  label: string;
  idPrefix: string;
  type?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'text' | 'email' | 'tel';
  className?: string;
  hint?: ReactNode;
  /** options: renders a select */
  children?: ReactNode;
  onValueChange?: (value: string) => void;
}

/** Text-like input, or a select when children (options) are given. */
export function Field<V extends object>({ form, name, label, idPrefix, type = 'text', children, hint, className, onValueChange, ...rest }: FieldProps<V>) {
  const id = `${idPrefix}-${name}`;
  const error = visibleError(form, name);
  const common = {
    id,
    name,
    className: styles.input,
    'aria-invalid': Boolean(error),
    'aria-describedby': `${id}-error`,
    onBlur: form.handleBlur,
    onChange: (event: { target: { value: string } }) => {
      void form.setFieldValue(name, event.target.value);
      onValueChange?.(event.target.value);
    },
  };
  const value = form.values[name] as unknown as string;
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label className={styles.label} htmlFor={id}>
        {label}
        <span className={styles.required} aria-hidden="true">*</span>
      </label>
      {children ? (
        <select {...common} value={value}>
          {children}
        </select>
      ) : (
        <input {...common} {...rest} type={type} value={value ?? ''} />
      )}
      {hint ? <p className={styles.hint}>{hint}</p> : null}
      <p className={styles.error} id={`${id}-error`} role={error ? 'alert' : undefined}>
        {error}
      </p>
    </div>
  );
}

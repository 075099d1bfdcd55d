/** A labelled input, textarea or select whose message shows once the field is touched or changed (spec section 5). */
import type { FormikProps } from 'formik';
import type { ReactNode } from 'react';
import styles from './forms.module.css';

export { styles as formStyles };

/** The message of a field, once it was touched or its value differs from the initial one. */
export function visibleError<V extends object>(form: FormikProps<V>, name: keyof V & string): string | undefined {
  const touched = Boolean(form.touched[name]) || form.values[name] !== form.initialValues[name];
  const error = form.errors[name];
  return touched && typeof error === 'string' ? error : undefined;
}

interface FieldShellProps {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** Label, control, hint and error line: the frame every field of the seller forms shares. */
export function FieldShell({ id, label, error, hint, className, children }: FieldShellProps) {
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label className={styles.label} htmlFor={id}>
        {label}
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      </label>
      {children}
      {hint ? (
        <p className={styles.hint} id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <p className={styles.error} id={`${id}-error`} role={error ? 'alert' : undefined} data-testid={`${id}-error`}>
        {error}
      </p>
    </div>
  );
}

interface FieldProps<V extends object> {
  form: FormikProps<V>;
  name: keyof V & string;
  label: string;
  idPrefix: string;
  as?: 'input' | 'textarea' | 'select';
  type?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'text' | 'email' | 'tel';
  maxLength?: number;
  disabled?: boolean;
  className?: string;
  hint?: ReactNode;
  children?: ReactNode;
  onChange?: (value: string) => void;
}

export function Field<V extends object>({ form, name, label, idPrefix, as = 'input', children, className, hint, onChange, ...rest }: FieldProps<V>) {
  const id = `${idPrefix}-${name}`;
  const error = visibleError(form, name);
  const common = {
    id,
    name,
    className: styles.input,
    value: (form.values[name] as unknown as string) ?? '',
    'aria-invalid': Boolean(error),
    'aria-describedby': hint ? `${id}-error ${id}-hint` : `${id}-error`,
    onBlur: form.handleBlur,
    onChange: onChange ? (event: { target: { value: string } }) => onChange(event.target.value) : form.handleChange,
  };
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} className={className}>
      {as === 'select' ? (
        <select {...common} disabled={rest.disabled}>
          {children}
        </select>
      ) : as === 'textarea' ? (
        <textarea {...common} maxLength={rest.maxLength} autoComplete={rest.autoComplete} />
      ) : (
        <input {...common} {...rest} />
      )}
    </FieldShell>
  );
}

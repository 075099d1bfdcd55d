/** A labelled input, textarea or select whose message shows once the field is touched or changed (spec section 5). */
import type { FormikProps } from 'formik';
import type { ReactNode } from 'react';
import { FieldFrame, visibleError } from 'shared-lib/ui';
import styles from './forms.module.css';

export { styles as formStyles };

/** Label, control, hint and message line, in the seller forms' look. */
export function FieldShell(props: Omit<Parameters<typeof FieldFrame>[0], 'classes'>) {
  return <FieldFrame {...props} classes={styles} />;
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

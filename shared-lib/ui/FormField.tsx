/**
 * The labelled form fields of the role apps' Formik forms (spec section 5): a field's message shows
 * once it was touched or its value differs from the initial one.
 */
import type { ChangeEvent, FocusEvent, ReactNode } from 'react';
import { localizeText } from 'shared-lib/i18n';
import formStyles from './forms.module.css';

/** The part of a Formik form (`FormikProps<V>`) that the fields read and update. */
export interface FieldForm<V extends object> {
  values: V;
  initialValues: V;
  touched: { [K in keyof V]?: unknown };
  errors: { [K in keyof V]?: unknown };
  handleBlur: (event: FocusEvent<HTMLElement>) => void;
  handleChange: (event: ChangeEvent<HTMLElement>) => void;
  setFieldValue: (field: string, value: string) => unknown;
}

/** The class names of a field (a CSS Module with these classes); an app whose forms have a look of their own passes its own (the seller forms). */
export type FieldClasses = Readonly<Partial<Record<'field' | 'label' | 'required' | 'input' | 'hint' | 'error', string>>>;

/** The message of a field, once it was touched or its value differs from the initial one. */
export function visibleError<V extends object>(form: Pick<FieldForm<V>, 'values' | 'initialValues' | 'touched' | 'errors'>, name: keyof V & string): string | undefined {
  const touched = Boolean(form.touched[name]) || form.values[name] !== form.initialValues[name];
  const error = form.errors[name];
  // a domain message (MESSAGES, English) in the language on screen
  return touched && typeof error === 'string' ? localizeText(error) : undefined;
}

interface FieldFrameProps {
  /** the control's id: the hint is `${id}-hint`, the message `${id}-error` */
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  /** shows the red star after the label */
  required?: boolean;
  className?: string;
  classes?: FieldClasses;
  children: ReactNode;
}

/** Label, control, hint and message line: the frame every field shares. */
export function FieldFrame({ id, label, error, hint, required = true, className, classes = formStyles, children }: FieldFrameProps) {
  return (
    <div className={`${classes.field ?? ''} ${className ?? ''}`}>
      <label className={classes.label} htmlFor={id}>
        {label}
        {required ? (
          <span className={classes.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p className={classes.hint} id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <p className={classes.error} id={`${id}-error`} role={error ? 'alert' : undefined} data-testid={`${id}-error`}>
        {error}
      </p>
    </div>
  );
}

interface FieldProps<V extends object> {
  form: FieldForm<V>;
  name: keyof V & string;
  label: string;
  idPrefix: string;
  type?: string;
  placeholder?: string;
  autoComplete?: string;
  /** shown, not edited: no star and no message */
  readOnly?: boolean;
  required?: boolean;
  inputMode?: 'numeric' | 'text' | 'email' | 'tel';
  maxLength?: number;
  disabled?: boolean;
  /** a multi-line text instead of an input */
  multiline?: boolean;
  /** classes of the frame (on the field's outer box) */
  className?: string;
  /** the look of the label, control, hint and message: an app whose forms look their own passes its CSS Module */
  classes?: FieldClasses;
  hint?: ReactNode;
  /** options: renders a select */
  children?: ReactNode;
  /** called after the form took the new value */
  onValueChange?: (value: string) => void;
}

/**
 * Text-like input, a textarea (`multiline`), or a select when children (options) are given; the form keeps
 * the value as typed (a string).
 */
export function Field<V extends object>(props: FieldProps<V>) {
  const { form, name, label, idPrefix, type = 'text', children, readOnly, required = true, hint, className, classes = formStyles, multiline, onValueChange, ...rest } = props;
  const id = `${idPrefix}-${name}`;
  const error = readOnly ? undefined : visibleError(form, name);
  const common = {
    id,
    name,
    className: classes.input,
    'aria-invalid': Boolean(error),
    'aria-describedby': hint ? `${id}-error ${id}-hint` : `${id}-error`,
    onBlur: form.handleBlur,
    onChange: (event: { target: { value: string } }) => {
      void form.setFieldValue(name, event.target.value);
      onValueChange?.(event.target.value);
    },
  };
  const value = form.values[name] as unknown as string | number;
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} required={required && !readOnly} className={className} classes={classes}>
      {children ? (
        <select {...common} value={value ?? ''} disabled={readOnly || rest.disabled}>
          {children}
        </select>
      ) : multiline ? (
        <textarea {...common} value={value ?? ''} readOnly={readOnly} disabled={rest.disabled} maxLength={rest.maxLength} autoComplete={rest.autoComplete} placeholder={rest.placeholder} />
      ) : (
        <input {...common} {...rest} type={type} value={value ?? ''} readOnly={readOnly} />
      )}
    </FieldFrame>
  );
}

/** The sign-up password with a Show/Hide toggle and the password policy as its hint. */
import { useState } from 'react';
import { PASSWORD_MIN_LENGTH } from 'shared-lib/domain/core';
import { FieldFrame, visibleError, type FieldClasses, type FieldForm } from './FormField';
import formStyles from './forms.module.css';
import styles from './PasswordField.module.css';

interface PasswordFieldProps<V extends { password: string }> {
  form: FieldForm<V>;
  /** the input's id is `${idPrefix}-password` */
  idPrefix: string;
  /** 'pill': the shared form button (doctor); 'square': a small square-cornered button (patient, seller) */
  toggleLook?: 'pill' | 'square';
  classes?: FieldClasses;
}

export function PasswordField<V extends { password: string }>({ form, idPrefix, toggleLook = 'pill', classes = formStyles }: PasswordFieldProps<V>) {
  const [shown, setShown] = useState(false);
  const id = `${idPrefix}-password`;
  const error = visibleError(form, 'password');
  const look = toggleLook === 'pill' ? { row: formStyles.passwordRow, toggle: formStyles.toggle } : styles;
  return (
    <FieldFrame id={id} label="Password" error={error} hint={`At least ${PASSWORD_MIN_LENGTH} characters; avoid common passwords.`} classes={classes}>
      <div className={look.row}>
        <input
          id={id}
          name="password"
          className={classes.input}
          type={shown ? 'text' : 'password'}
          autoComplete="new-password"
          value={form.values.password}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          aria-invalid={Boolean(error)}
          aria-describedby={`${id}-error ${id}-hint`}
        />
        <button type="button" className={look.toggle} onClick={() => setShown((value) => !value)} aria-pressed={shown} aria-controls={id}>
          {shown ? 'Hide' : 'Show'}
        </button>
      </div>
    </FieldFrame>
  );
}

/** The sign-up password with a Show/Hide toggle and the password policy as its hint. */
import { useState } from 'react';
import { PASSWORD_MIN_LENGTH } from 'shared-lib/domain/core';
import { useTranslation } from 'shared-lib/i18n';
import { UI_NS } from './i18n/texts';
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
  const { t } = useTranslation(UI_NS);
  const [shown, setShown] = useState(false);
  const id = `${idPrefix}-password`;
  const error = visibleError(form, 'password');
  const look = toggleLook === 'pill' ? { row: formStyles.passwordRow, toggle: formStyles.toggle } : styles;
  return (
    <FieldFrame id={id} label={t('password')} error={error} hint={t('passwordHint', { min: PASSWORD_MIN_LENGTH })} classes={classes}>
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
          {shown ? t('hidePassword') : t('showPassword')}
        </button>
      </div>
    </FieldFrame>
  );
}

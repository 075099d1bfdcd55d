/** The password with a show/hide toggle. */
import type { FormikProps } from 'formik';
import { useState } from 'react';
import { PASSWORD_MIN_LENGTH } from 'shared-lib/domain';
import { visibleError } from 'shared-lib/ui';
import { FieldShell, formStyles } from '../shared/Field';
import type { SellerValues } from './seller-schema';

export function PasswordField({ form }: { form: FormikProps<SellerValues> }) {
  const [shown, setShown] = useState(false);
  const error = visibleError(form, 'password');
  const id = 'seller-password';
  return (
    <FieldShell id={id} label="Password" error={error} hint={`At least ${PASSWORD_MIN_LENGTH} characters; avoid common passwords.`}>
      <div className={formStyles.passwordRow}>
        <input
          id={id}
          name="password"
          className={formStyles.input}
          type={shown ? 'text' : 'password'}
          autoComplete="new-password"
          value={form.values.password}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          aria-invalid={Boolean(error)}
          aria-describedby={`${id}-error ${id}-hint`}
        />
        <button type="button" className={formStyles.toggle} onClick={() => setShown((value) => !value)} aria-pressed={shown} aria-controls={id}>
          {shown ? 'Hide' : 'Show'}
        </button>
      </div>
    </FieldShell>
  );
}

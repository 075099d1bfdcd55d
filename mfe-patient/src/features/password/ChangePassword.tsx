/** Change Password: current, new, confirm; success revokes old tokens, then logs out after 2 s. */
import { useFormik } from 'formik';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { MESSAGES, PASSWORD_MIN_LENGTH, TIMINGS } from 'shared-lib/domain';
import { endSession, useAppDispatch } from 'shared-lib/store';
import { notify, popup, Field, formStyles, NeedsNetworkNotice, useOnline } from 'shared-lib/ui';
import { confirmThenSave } from '../shared/dialogs';
import { useChangePasswordMutation } from 'shared-lib/store';
import { emptyPasswords, passwordSchema, type PasswordValues } from './password-schema';
import { useTranslation } from 'shared-lib/i18n';
import { PATIENT_NS } from '../../i18n/texts';

export function ChangePassword({ patientId }: { patientId: number }) {
  const { t } = useTranslation(PATIENT_NS);
  const online = useOnline();
  const [changePassword] = useChangePasswordMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const form = useFormik<PasswordValues>({
    initialValues: emptyPasswords,
    validationSchema: passwordSchema,
    validateOnMount: true,
    onSubmit: (values, helpers) =>
      confirmThenSave(async () => {
        await changePassword({ id: patientId, Old_Password: values.current, password: values.password }).unwrap();
        helpers.resetForm();
        void popup.success(MESSAGES.success, t('password.changed'));
        notify.success(MESSAGES.signInAgainToast);
        // Every earlier token is revoked on the server: log out after 2 s and ask for a new login.
        timer.current = window.setTimeout(() => {
          endSession(dispatch);
          void popup.info(MESSAGES.loginWithNewPassword);
          navigate('/patient/login');
        }, TIMINGS.passwordChangeLogout);
      }),
  });

  return (
    <form className={formStyles.card} onSubmit={form.handleSubmit} noValidate aria-labelledby="password-title" style={{ maxWidth: 560 }}>
      <h2 className={formStyles.sectionTitle} id="password-title">
        {t('profile.tabs.password')}
      </h2>
      <Field form={form} name="current" label={t('password.current')} idPrefix="password" type="password" autoComplete="current-password" />
      <Field
        form={form}
        name="password"
        label={t('password.new')}
        idPrefix="password"
        type="password"
        autoComplete="new-password"
        hint={t('password.hint', { min: PASSWORD_MIN_LENGTH })}
      />
      <Field form={form} name="confirm" label={t('password.confirm')} idPrefix="password" type="password" autoComplete="new-password" />
      <NeedsNetworkNotice />
      <div className={formStyles.actions}>
        <button type="submit" className={formStyles.primary} disabled={!form.isValid || form.isSubmitting || !online}>
          {t('profile.tabs.password')}
        </button>
      </div>
    </form>
  );
}

/** The page a reset link opens: a new password (sign-up policy) twice; on success, that role's login. */
import { useFormik } from 'formik';
import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { MESSAGES } from 'shared-lib/domain';
import { popup, NeedsNetworkNotice, useOnline } from 'shared-lib/ui';
import { errorMessage } from 'shared-lib/http';
import { useResetPasswordMutation } from './recovery-api';
import { resetPasswordSchema } from './reset-password-schema';
import { loginRoleForPath } from './login-role';
import styles from './LoginPage.module.css';
import { localizeText, useMessages, useTranslation } from 'shared-lib/i18n';
import { SHELL_NS } from '../i18n/texts';

export function ResetPasswordPage() {
  const { t } = useTranslation(SHELL_NS);
  const online = useOnline();
  useMessages();
  const role = loginRoleForPath(useLocation().pathname);
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [resetPassword] = useResetPasswordMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [shown, setShown] = useState(false);
  const form = useFormik({
    initialValues: { password: '', confirm: '' },
    validationSchema: resetPasswordSchema,
    validateOnMount: true,
    onSubmit: async ({ password }) => {
      if (!role) return;
      setFailure(null);
      let body;
      try {
        body = await resetPassword({ token, password }).unwrap();
      } catch (error) {
        setFailure(errorMessage(error));
        return;
      }
      navigate(`/${body.data.type}/login`, { replace: true });
      void popup.success(MESSAGES.success, body.message);
    },
  });
  if (!role) return <Navigate to="/home" replace />;
  const errorOf = (name: 'password' | 'confirm') => (form.touched[name] || form.values[name] ? form.errors[name] : undefined);

  return (
    <section className={styles.wrapper}>
      <form className={styles.card} onSubmit={form.handleSubmit} noValidate aria-labelledby="reset-title">
        <h1 id="reset-title">{t('recovery.resetTitle')}</h1>
        <label htmlFor="reset-password">{t('recovery.newPassword')}</label>
        <div className={styles.passwordRow}>
          <input id="reset-password" type={shown ? 'text' : 'password'} autoComplete="new-password" {...form.getFieldProps('password')} aria-invalid={Boolean(errorOf('password'))} aria-describedby="reset-password-error" />
          <button type="button" className={styles.toggle} onClick={() => setShown((s) => !s)} aria-pressed={shown}>
            {shown ? t('auth.hide') : t('auth.show')}
          </button>
        </div>
        <p className={styles.error} id="reset-password-error">
          {localizeText(errorOf('password') ?? '')}
        </p>
        <label htmlFor="reset-confirm">{t('recovery.confirmPassword')}</label>
        <input id="reset-confirm" type={shown ? 'text' : 'password'} autoComplete="new-password" {...form.getFieldProps('confirm')} aria-invalid={Boolean(errorOf('confirm'))} aria-describedby="reset-confirm-error" />
        <p className={styles.error} id="reset-confirm-error">
          {localizeText(errorOf('confirm') ?? '')}
        </p>
        {failure ? (
          <p className={styles.inlineError} role="alert">
            {failure} <Link to={`/${role.type}/forgot-password`}>{t('recovery.askNewLink')}</Link>
          </p>
        ) : null}
        <NeedsNetworkNotice />
        <button type="submit" className={styles.submit} disabled={!form.isValid || form.isSubmitting || !online}>
          {form.isSubmitting ? t('recovery.saving') : t('recovery.setPassword')}
        </button>
      </form>
    </section>
  );
}

/** 'Forgot Password?' for the three roles: one e-mail field; the same answer whether or not the account exists. */
import { NeedsNetworkNotice, useOnline } from 'shared-lib/ui';
import { useFormik } from 'formik';
import { useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { errorMessage } from 'shared-lib/http';
import { useForgotPasswordMutation } from './recovery-api';
import { forgotPasswordSchema } from './forgot-password-schema';
import { loginRoleForPath } from './login-role';
import styles from './LoginPage.module.css';
import { localizeText, useMessages, useTranslation } from 'shared-lib/i18n';
import { SHELL_NS } from '../i18n/texts';

export function ForgotPasswordPage() {
  const { t } = useTranslation(SHELL_NS);
  const online = useOnline();
  useMessages();
  const role = loginRoleForPath(useLocation().pathname);
  const [forgotPassword] = useForgotPasswordMutation();
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useFormik({
    initialValues: { email: '' },
    validationSchema: forgotPasswordSchema,
    validateOnMount: true,
    onSubmit: async ({ email }) => {
      if (!role) return;
      try {
        const body = await forgotPassword({ email: email.trim(), type: role.type }).unwrap();
        setAnswer({ ok: true, text: body.message });
      } catch (error) {
        setAnswer({ ok: false, text: errorMessage(error) });
      }
    },
  });
  if (!role) return <Navigate to="/home" replace />;
  const error = form.touched.email || form.values.email ? form.errors.email : undefined;

  return (
    <section className={styles.wrapper}>
      <form className={styles.card} onSubmit={form.handleSubmit} noValidate aria-labelledby="forgot-title">
        <h1 id="forgot-title">{t('recovery.forgotTitle')}</h1>
        <p className={styles.lead}>{t(`recovery.forgotLead.${role.type}`)}</p>
        <label htmlFor="forgot-email">{t('auth.email')}</label>
        <input id="forgot-email" type="email" autoComplete="email" {...form.getFieldProps('email')} aria-invalid={Boolean(error)} aria-describedby="forgot-email-error" />
        <p className={styles.error} id="forgot-email-error">
          {localizeText(error ?? '')}
        </p>
        {answer ? (
          <p className={answer.ok ? styles.notice : styles.inlineError} role={answer.ok ? 'status' : 'alert'}>
            {answer.text}
          </p>
        ) : null}
        <NeedsNetworkNotice />
        <button type="submit" className={styles.submit} disabled={!form.isValid || form.isSubmitting || !online}>
          {form.isSubmitting ? t('recovery.sending') : t('recovery.send')}
        </button>
        <div className={`${styles.links} ${styles.after}`}>
          <Link to={`/${role.type}/login`}>{t('recovery.backToLogin')}</Link>
        </div>
      </form>
    </section>
  );
}

import { useFormik } from 'formik';
import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { errorMessage, saveOnboardingToken } from 'shared-lib/http';
import { startSession, useAppDispatch } from 'shared-lib/store/core';
import { popup, SpinnerOverlay, useEntrySpinner, NeedsNetworkNotice, useOnline } from 'shared-lib/ui';
import { loginRoleForPath } from './login-role';
import { loginSchema, type LoginValues } from './login-schema';
import { LoginRejected, logIn } from './login-service';
import { takeReturnPath } from 'shared-lib/store/appointments/return-path';
import { runAfterLoginHooks } from './after-login';
import styles from './LoginPage.module.css';
import { localizeText, useMessages, useTranslation } from 'shared-lib/i18n';
import { SHELL_NS } from '../i18n/texts';

export function LoginPage() {
  const { t } = useTranslation(SHELL_NS);
  const online = useOnline();
  useMessages();
  const { pathname } = useLocation();
  const role = loginRoleForPath(pathname);
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const entering = useEntrySpinner();
  const [showPassword, setShowPassword] = useState(false);
  const [inlineError, setInlineError] = useState<string | null>(null);

  const form = useFormik<LoginValues>({
    initialValues: { email: '', password: '' },
    validationSchema: loginSchema,
    validateOnMount: true,
    onSubmit: async (values) => {
      if (!role) return;
      setInlineError(null);
      try {
        const outcome = await logIn(role, values);
        if (outcome.kind === 'doctorOnboarding') {
          // not a session (spec section 4): the wizard uses this token, limited to onboarding, for its own calls
          saveOnboardingToken(outcome.token);
          return navigate(outcome.route);
        }
        if (outcome.kind === 'doctorRetry') return navigate('/doctor/login');
        startSession(dispatch, outcome.token);
        await runAfterLoginHooks(dispatch);
        const back = role.type === 'patient' ? takeReturnPath() : null;
        if ('externalUrl' in outcome.next) window.location.assign(outcome.next.externalUrl);
        else navigate(back ?? outcome.next.route);
      } catch (error) {
        const message = error instanceof LoginRejected ? error.message : errorMessage(error);
        // Sellers see the failure inline; doctors and patients get a warning popup.
        if (role.type === 'seller') setInlineError(message);
        else void popup.warning(message);
      }
    },
  });

  if (!role) return <Navigate to="/home" replace />;
  const fieldError = (name: keyof LoginValues) => (form.touched[name] || form.values[name] !== '' ? form.errors[name] : undefined);

  return (
    <section className={styles.wrapper}>
      <SpinnerOverlay visible={entering} />
      <form className={styles.card} onSubmit={form.handleSubmit} noValidate aria-labelledby="login-title">
        <h1 id="login-title">{t(`auth.title.${role.type}`)}</h1>
        <label htmlFor="login-email">{t('auth.email')}</label>
        <input
          id="login-email"
          type="email"
          autoComplete="username"
          {...form.getFieldProps('email')}
          aria-invalid={Boolean(fieldError('email'))}
          aria-describedby="login-email-error"
        />
        <p className={styles.error} id="login-email-error">
          {localizeText(fieldError('email') ?? '')}
        </p>
        <label htmlFor="login-password">{t('auth.password')}</label>
        <div className={styles.passwordRow}>
          <input
            id="login-password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            {...form.getFieldProps('password')}
            aria-invalid={Boolean(fieldError('password'))}
            aria-describedby="login-password-error"
          />
          <button type="button" className={styles.toggle} onClick={() => setShowPassword((shown) => !shown)} aria-pressed={showPassword}>
            {showPassword ? t('auth.hide') : t('auth.show')}
          </button>
        </div>
        <p className={styles.error} id="login-password-error">
          {localizeText(fieldError('password') ?? '')}
        </p>
        {inlineError && (
          <p className={styles.inlineError} role="alert">
            {inlineError}
          </p>
        )}
        <div className={styles.links}>
          <Link className={styles.forgot} to={`/${role.type}/forgot-password`}>
            {t('auth.forgot')}
          </Link>
          <Link to={role.signupPath}>{t('auth.createNew')}</Link>
        </div>
        <NeedsNetworkNotice />
        <button type="submit" className={styles.submit} disabled={!form.isValid || form.isSubmitting || !online}>
          {form.isSubmitting ? t('auth.signingIn') : t('auth.login')}
        </button>
      </form>
    </section>
  );
}

/** Patient sign-up ('Sign-Up'): spec sections 2, 4 and 5. */
import { useFormik } from 'formik';
import { Link, useNavigate } from 'react-router-dom';
import { isGender, MESSAGES, ROLES } from 'shared-lib/domain';
import { startSession, useAppDispatch } from 'shared-lib/store';
import { EntrySpinner, Field, formStyles, GenderOptions, PasswordField, popup, signupStyles, visibleError, NeedsNetworkNotice, useOnline } from 'shared-lib/ui';
import { confirmThenSave } from '../shared/dialogs';
import { useCreatePatientMutation } from 'shared-lib/store';
import { signupInitialValues, signupSchema, type SignupValues } from './signup-schema';
import styles from './SignupPage.module.css';
import { useTranslation } from 'shared-lib/i18n';
import { PATIENT_NS } from '../../i18n/texts';

export function SignupPage() {
  const { t } = useTranslation(PATIENT_NS);
  const online = useOnline();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [createPatient, { isLoading }] = useCreatePatientMutation();

  const form = useFormik<SignupValues>({
    initialValues: signupInitialValues,
    validationSchema: signupSchema,
    validateOnMount: true,
    onSubmit: (values) =>
      confirmThenSave(async () => {
        // the schema's gender rule already refused the placeholder
        if (!isGender(values.gender)) return;
        const result = await createPatient({
          first_name: values.first_name.trim(),
          last_name: values.last_name.trim(),
          email: values.email.trim(),
          password: values.password,
          phone: values.mobile,
          gender: values.gender,
          dob: values.dob,
          role: ROLES.patient,
          type: 'patient',
        }).unwrap();
        startSession(dispatch, result.token);
        void popup.success(MESSAGES.userRegistered);
        navigate('/home');
      }),
  });

  const termsError = visibleError(form, 'terms');

  return (
    <section className={`${signupStyles.page} ${styles.page}`} aria-labelledby="signup-title">
      <EntrySpinner />
      <header className={signupStyles.header}>
        <h1 id="signup-title">{t('signup.title')}</h1>
        <p>{t('signup.intro')}</p>
      </header>
      <form className={formStyles.card} onSubmit={form.handleSubmit} noValidate>
        <div className={formStyles.grid}>
          <Field form={form} name="first_name" label={t('account.firstName')} idPrefix="signup" autoComplete="given-name" />
          <Field form={form} name="last_name" label={t('account.lastName')} idPrefix="signup" autoComplete="family-name" />
          <Field form={form} name="email" label={t('account.email')} idPrefix="signup" type="email" autoComplete="email" inputMode="email" />
          <PasswordField form={form} idPrefix="signup" toggleLook="square" />
          <Field form={form} name="mobile" label={t('account.mobile')} idPrefix="signup" type="tel" inputMode="numeric" maxLength={10} autoComplete="tel-national" />
          <Field form={form} name="gender" label={t('account.gender')} idPrefix="signup">
            <GenderOptions />
          </Field>
          <Field form={form} name="dob" label={t('account.dob')} idPrefix="signup" type="date" autoComplete="bday" />
          <div className={`${formStyles.field} ${formStyles.full}`}>
            <label className={formStyles.checkbox} htmlFor="signup-terms">
              <input id="signup-terms" name="terms" type="checkbox" checked={form.values.terms} onChange={form.handleChange} onBlur={form.handleBlur} aria-describedby="signup-terms-error" />
              <span>
                {t('signup.agreeBefore')} <Link to="/terms-and-conditions">{t('signup.terms')}</Link> {t('signup.agreeMiddle')} <Link to="/privacy-policy">{t('signup.privacy')}</Link>{t('signup.agreeAfter')}
              </span>
            </label>
            <p className={formStyles.error} id="signup-terms-error">
              {termsError}
            </p>
          </div>
        </div>
        <NeedsNetworkNotice />
        <div className={formStyles.actions}>
          <button type="button" className={formStyles.secondary} onClick={() => navigate(-1)}>
            {t('cancel')}
          </button>
          <button type="submit" className={formStyles.primary} disabled={!form.isValid || form.isSubmitting || isLoading || !online}>
            {t('signup.register')}
          </button>
        </div>
      </form>
      <p className={signupStyles.loginLine}>
        {t('signup.already')} <Link to="/patient/login">{t('signup.logIn')}</Link>
      </p>
    </section>
  );
}

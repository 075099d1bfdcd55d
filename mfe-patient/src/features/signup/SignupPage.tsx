/** Patient sign-up ('Sign-Up'): spec sections 2, 4 and 5. */
import { useFormik } from 'formik';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { isGender, MESSAGES, PASSWORD_MIN_LENGTH, ROLES } from 'shared-lib/domain';
import { startSession, useAppDispatch } from 'shared-lib/store';
import { EntrySpinner, popup, Field, formStyles, visibleError } from 'shared-lib/ui';
import { confirmThenSave } from '../shared/dialogs';
import { GenderOptions } from '../shared/GenderOptions';
import { useCreatePatientMutation } from 'shared-lib/store';
import { signupInitialValues, signupSchema, type SignupValues } from './signup-schema';
import styles from './SignupPage.module.css';

export function SignupPage() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [createPatient, { isLoading }] = useCreatePatientMutation();
  const [showPassword, setShowPassword] = useState(false);

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
    <section className={styles.page} aria-labelledby="signup-title">
      <EntrySpinner />
      <header className={styles.header}>
        <h1 id="signup-title">Sign-Up</h1>
        <p>Create your patient account to save addresses, track orders and shop faster.</p>
      </header>
      <form className={formStyles.card} onSubmit={form.handleSubmit} noValidate>
        <div className={formStyles.grid}>
          <Field form={form} name="first_name" label="First name" idPrefix="signup" autoComplete="given-name" />
          <Field form={form} name="last_name" label="Last name" idPrefix="signup" autoComplete="family-name" />
          <Field form={form} name="email" label="Email" idPrefix="signup" type="email" autoComplete="email" inputMode="email" />
          <div className={formStyles.field}>
            <label className={formStyles.label} htmlFor="signup-password">
              Password<span className={formStyles.required} aria-hidden="true">*</span>
            </label>
            <div className={styles.passwordRow}>
              <input
                id="signup-password"
                name="password"
                className={formStyles.input}
                type={showPassword ? 'text' : 'password'}
                autoComplete="new-password"
                value={form.values.password}
                onChange={form.handleChange}
                onBlur={form.handleBlur}
                aria-invalid={Boolean(visibleError(form, 'password'))}
                aria-describedby="signup-password-error signup-password-hint"
              />
              <button type="button" className={styles.toggle} onClick={() => setShowPassword((shown) => !shown)} aria-pressed={showPassword}>
                {showPassword ? 'Hide' : 'Show'}
              </button>
            </div>
            <p className={formStyles.hint} id="signup-password-hint">
              At least {PASSWORD_MIN_LENGTH} characters; avoid common passwords.
            </p>
            <p className={formStyles.error} id="signup-password-error" role={visibleError(form, 'password') ? 'alert' : undefined}>
              {visibleError(form, 'password')}
            </p>
          </div>
          <Field form={form} name="mobile" label="Mobile" idPrefix="signup" type="tel" inputMode="numeric" maxLength={10} autoComplete="tel-national" />
          <Field form={form} name="gender" label="Gender" idPrefix="signup">
            <GenderOptions />
          </Field>
          <Field form={form} name="dob" label="Date of birth" idPrefix="signup" type="date" autoComplete="bday" />
          <div className={`${formStyles.field} ${formStyles.full}`}>
            <label className={formStyles.checkbox} htmlFor="signup-terms">
              <input id="signup-terms" name="terms" type="checkbox" checked={form.values.terms} onChange={form.handleChange} onBlur={form.handleBlur} aria-describedby="signup-terms-error" />
              <span>
                I agree to the <Link to="/terms-and-conditions">Terms and Conditions</Link> and the <Link to="/privacy-policy">Privacy Policy</Link>.
              </span>
            </label>
            <p className={formStyles.error} id="signup-terms-error">
              {termsError}
            </p>
          </div>
        </div>
        <div className={formStyles.actions}>
          <button type="button" className={formStyles.secondary} onClick={() => navigate(-1)}>
            Cancel
          </button>
          <button type="submit" className={formStyles.primary} disabled={!form.isValid || form.isSubmitting || isLoading}>
            Register
          </button>
        </div>
      </form>
      <p className={styles.loginLine}>
        Already registered? <Link to="/patient/login">Log in</Link>
      </p>
    </section>
  );
}

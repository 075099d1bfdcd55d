/** Step Account: name, email, phone, password (show/hide), optional profile image; doctor/create. */
import { useFormik } from 'formik';
import { useState } from 'react';
import { MESSAGES, PASSWORD_MIN_LENGTH } from 'shared-lib/domain';
import { accountInitialValues, accountSchema, type AccountValues } from 'shared-lib/domain/doctor-forms';
import { saveOnboardingToken } from 'shared-lib/http';
import { useCreateDoctorMutation } from 'shared-lib/store';
import { SpinnerOverlay, Field, formStyles, visibleError } from 'shared-lib/ui';
import { ImageInput } from '../shared/ImageInput';
import { StepActions } from './StepActions';
import { useStepSave } from './useStepSave';

export function AccountStep({ onCreated }: { onCreated: (doctorId: number) => void }) {
  const [createDoctor] = useCreateDoctorMutation();
  const { save, error, saving } = useStepSave();
  const [showPassword, setShowPassword] = useState(false);

  const form = useFormik<AccountValues>({
    initialValues: accountInitialValues,
    validationSchema: accountSchema,
    validateOnMount: true,
    onSubmit: (values) => {
      let doctorId = 0;
      return save(
        async () => {
          const result = await createDoctor({
            name: values.name.trim(),
            email: values.email.trim(),
            phone: values.phone.trim(),
            password: values.password,
            profile_image: values.profile_image as File | null,
          }).unwrap();
          saveOnboardingToken(result.token);
          doctorId = result.data.id;
          return MESSAGES.doctorAccountSaved;
        },
        () => onCreated(doctorId),
      );
    },
  });
  const passwordError = visibleError(form, 'password');

  return (
    <form className={formStyles.card} onSubmit={form.handleSubmit} noValidate aria-labelledby="step-title">
      <SpinnerOverlay visible={saving} />
      <h2 className={formStyles.sectionTitle} id="step-title">
        Account Information
      </h2>
      <div className={formStyles.grid}>
        <Field form={form} name="name" label="Name" idPrefix="account" autoComplete="name" />
        <Field form={form} name="email" label="Email" idPrefix="account" type="email" inputMode="email" autoComplete="email" />
        <Field form={form} name="phone" label="Phone" idPrefix="account" type="tel" inputMode="tel" autoComplete="tel" />
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor="account-password">
            Password<span className={formStyles.required} aria-hidden="true">*</span>
          </label>
          <div className={formStyles.passwordRow}>
            <input
              id="account-password"
              name="password"
              className={formStyles.input}
              type={showPassword ? 'text' : 'password'}
              autoComplete="new-password"
              value={form.values.password}
              onChange={form.handleChange}
              onBlur={form.handleBlur}
              aria-invalid={Boolean(passwordError)}
              aria-describedby="account-password-error account-password-hint"
            />
            <button type="button" className={formStyles.toggle} onClick={() => setShowPassword((shown) => !shown)} aria-pressed={showPassword}>
              {showPassword ? 'Hide' : 'Show'}
            </button>
          </div>
          <p className={formStyles.hint} id="account-password-hint">
            At least {PASSWORD_MIN_LENGTH} characters; avoid common passwords.
          </p>
          <p className={formStyles.error} id="account-password-error" role={passwordError ? 'alert' : undefined}>
            {passwordError}
          </p>
        </div>
        <div className={formStyles.full}>
          <ImageInput form={form} name="profile_image" label="Profile image" idPrefix="account" required={false} />
        </div>
      </div>
      <StepActions error={error} disabled={!form.isValid || saving} />
    </form>
  );
}

/** Step Account: name, email, phone, password (show/hide), optional profile image; doctor/create. */
import { useFormik } from 'formik';
import { MESSAGES } from 'shared-lib/domain';
import { accountInitialValues, accountSchema, type AccountValues } from 'shared-lib/domain/forms/doctor-forms';
import { saveOnboardingToken } from 'shared-lib/http';
import { useCreateDoctorMutation } from 'shared-lib/store';
import { Field, formStyles, PasswordField, SpinnerOverlay } from 'shared-lib/ui';
import { ImageInput } from '../shared/ImageInput';
import { StepActions } from './StepActions';
import { useStepSave } from './useStepSave';
import { useTranslation } from 'shared-lib/i18n';
import { DOCTOR_NS } from '../../i18n/texts';

export function AccountStep({ onCreated }: { onCreated: (doctorId: number) => void }) {
  const { t } = useTranslation(DOCTOR_NS);
  const [createDoctor] = useCreateDoctorMutation();
  const { save, error, saving } = useStepSave();

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

  return (
    <form className={formStyles.card} onSubmit={form.handleSubmit} noValidate aria-labelledby="step-title">
      <SpinnerOverlay visible={saving} />
      <h2 className={formStyles.sectionTitle} id="step-title">
        {t('account.title')}
      </h2>
      <div className={formStyles.grid}>
        <Field form={form} name="name" label={t('account.name')} idPrefix="account" autoComplete="name" />
        <Field form={form} name="email" label={t('account.email')} idPrefix="account" type="email" inputMode="email" autoComplete="email" />
        <Field form={form} name="phone" label={t('account.phone')} idPrefix="account" type="tel" inputMode="tel" autoComplete="tel" />
        <PasswordField form={form} idPrefix="account" />
        <div className={formStyles.full}>
          <ImageInput form={form} name="profile_image" label={t('account.profileImage')} idPrefix="account" required={false} />
        </div>
      </div>
      <StepActions error={error} disabled={!form.isValid || saving} />
    </form>
  );
}

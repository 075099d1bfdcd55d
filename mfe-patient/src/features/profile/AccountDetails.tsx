/** Account details: read-only until Edit; Update saves after the confirm dialog; Cancel reverts. */
import { useFormik } from 'formik';
import { useState } from 'react';
import type { PatientProfile } from 'shared-lib/contract';
import { isGender, MESSAGES, NOTHING_CHOSEN, PATIENT_MESSAGES } from 'shared-lib/domain';
import { popup, Field, formStyles, GenderOptions } from 'shared-lib/ui';
import { confirmThenSave } from '../shared/dialogs';
import { useGetPatientQuery, useUpdatePatientMutation } from 'shared-lib/store';
import { accountSchema, emailChanged, emptyAccount, type AccountValues } from './account-schema';
import { useTranslation } from 'shared-lib/i18n';
import { PATIENT_NS } from '../../i18n/texts';

function toValues(patient: PatientProfile | undefined): AccountValues {
  if (!patient) return emptyAccount;
  return {
    email: patient.email,
    first_name: patient.first_name,
    last_name: patient.last_name,
    mobile: patient.mobile_no || patient.phone,
    gender: patient.gender || NOTHING_CHOSEN,
    dob: patient.dob,
    current_password: '',
  };
}

export function AccountDetails({ patientId }: { patientId: number }) {
  const { t } = useTranslation(PATIENT_NS);
  const { data: patient, isLoading } = useGetPatientQuery(patientId);
  const [updatePatient] = useUpdatePatientMutation();
  const [editing, setEditing] = useState(false);

  const form = useFormik<AccountValues>({
    initialValues: toValues(patient),
    enableReinitialize: true,
    validationSchema: accountSchema,
    // async: Formik ends isSubmitting when the promise settles, on the early return too
    onSubmit: async (values, helpers) => {
      const changed = emailChanged(values, patient?.email);
      if (changed && !values.current_password) {
        helpers.setFieldTouched('current_password', true, false);
        helpers.setFieldError('current_password', PATIENT_MESSAGES.emailChangeNeedsPassword);
        return;
      }
      await confirmThenSave(async () => {
        // the schema's gender rule already refused the placeholder
        if (!isGender(values.gender)) return;
        await updatePatient({
          id: patientId,
          body: {
            email: values.email.trim(),
            ...(changed ? { current_password: values.current_password } : {}),
            first_name: values.first_name.trim(),
            last_name: values.last_name.trim(),
            mobile_no: values.mobile,
            gender: values.gender,
            dob: values.dob,
          },
        }).unwrap();
        setEditing(false);
        void popup.success(MESSAGES.success, t('account.updated'));
      });
    },
  });

  const cancel = () => {
    form.resetForm({ values: toValues(patient) });
    setEditing(false);
  };

  if (isLoading) return <div className={formStyles.card}>{t('loading')}</div>;
  const readOnly = !editing;

  return (
    <form className={formStyles.card} onSubmit={form.handleSubmit} noValidate aria-labelledby="account-title">
      <h2 className={formStyles.sectionTitle} id="account-title">
        {t('profile.tabs.account')}
      </h2>
      <div className={formStyles.grid}>
        <Field form={form} name="first_name" label={t('account.firstName')} idPrefix="account" readOnly={readOnly} />
        <Field form={form} name="last_name" label={t('account.lastName')} idPrefix="account" readOnly={readOnly} />
        <Field form={form} name="email" label={t('account.email')} idPrefix="account" type="email" readOnly={readOnly} />
        <Field form={form} name="mobile" label={t('account.mobile')} idPrefix="account" type="tel" inputMode="numeric" maxLength={10} readOnly={readOnly} />
        <Field form={form} name="gender" label={t('account.gender')} idPrefix="account" readOnly={readOnly}>
          <GenderOptions />
        </Field>
        <Field form={form} name="dob" label={t('account.dob')} idPrefix="account" type="date" readOnly={readOnly} />
        {editing && emailChanged(form.values, patient?.email) && (
          <Field form={form} name="current_password" label={t('account.currentPassword')} idPrefix="account" type="password" autoComplete="current-password" />
        )}
      </div>
      <div className={formStyles.actions}>
        {readOnly ? (
          <button type="button" className={formStyles.primary} onClick={() => setEditing(true)}>
            {t('edit')}
          </button>
        ) : (
          <>
            <button type="button" className={formStyles.secondary} onClick={cancel}>
              {t('cancel')}
            </button>
            <button type="submit" className={formStyles.primary} disabled={!form.isValid || form.isSubmitting}>
              {t('account.update')}
            </button>
          </>
        )}
      </div>
    </form>
  );
}

/** Step Basic: govermentId, gender, dob; doctor/savebasic. Also opens with saved values to correct them. */
import { useFormik } from 'formik';
import { MESSAGES, type Gender } from 'shared-lib/domain';
import { basicInitialValues, basicSchema, type BasicValues } from 'shared-lib/domain/forms/doctor-forms';
import { useSaveDoctorBasicMutation, type DoctorRecord } from 'shared-lib/store';
import { SpinnerOverlay, Field, formStyles, GenderOptions } from 'shared-lib/ui';
import { StepActions } from './StepActions';
import { useStepSave } from './useStepSave';
import { useTranslation } from 'shared-lib/i18n';
import { DOCTOR_NS } from '../../i18n/texts';

export function BasicStep({ doctor, onSaved }: { doctor: DoctorRecord; onSaved: () => void }) {
  const { t } = useTranslation(DOCTOR_NS);
  const [saveBasic] = useSaveDoctorBasicMutation();
  const { save, error, saving } = useStepSave();
  const saved = doctor.doctor_basic_details;

  const form = useFormik<BasicValues>({
    initialValues: saved ? { govermentId: saved.govermentId, gender: saved.gender, dob: saved.dob } : basicInitialValues,
    validationSchema: basicSchema,
    validateOnMount: true,
    onSubmit: (values) =>
      save(async () => {
        await saveBasic({ govermentId: values.govermentId.trim(), gender: values.gender as Gender, dob: values.dob, doctorId: doctor.id }).unwrap();
        return MESSAGES.doctorBasicSaved;
      }, onSaved),
  });

  return (
    <form className={formStyles.card} onSubmit={form.handleSubmit} noValidate aria-labelledby="step-title">
      <SpinnerOverlay visible={saving} />
      <h2 className={formStyles.sectionTitle} id="step-title">
        {t('basic.title')}
      </h2>
      <div className={formStyles.grid}>
        <Field form={form} name="govermentId" label={t('basic.governmentId')} idPrefix="basic" hint={t('basic.governmentIdHint')} />
        <Field form={form} name="gender" label={t('basic.gender')} idPrefix="basic">
          <GenderOptions />
        </Field>
        <Field form={form} name="dob" label={t('basic.dob')} idPrefix="basic" type="date" autoComplete="bday" />
      </div>
      <StepActions error={error} disabled={!form.isValid || saving} />
    </form>
  );
}

/** Step Other: institute, year of passing, license number and state, degree, license and signature images; doctor/saveother. */
import { useFormik } from 'formik';
import { MESSAGES } from 'shared-lib/domain';
import { NOTHING_CHOSEN, otherInitialValues, otherSchema, type OtherValues } from 'shared-lib/domain/forms/doctor-forms';
import { useGetStatesQuery, useSaveDoctorOtherMutation, type DoctorRecord } from 'shared-lib/store';
import { SpinnerOverlay, Field, formStyles } from 'shared-lib/ui';
import { ImageInput } from '../shared/ImageInput';
import { StepActions } from './StepActions';
import { useStepSave } from './useStepSave';
import { useTranslation } from 'shared-lib/i18n';
import { DOCTOR_NS } from '../../i18n/texts';

function savedValues(doctor: DoctorRecord): OtherValues {
  const other = doctor.doctor_other_details;
  if (!other) return otherInitialValues;
  return {
    ...otherInitialValues,
    institute_name: other.institute_name,
    year_of_passing: other.year_of_passing,
    license_number: other.license_number,
    license_state: other.license_state ? String(other.license_state.id) : NOTHING_CHOSEN,
  };
}

export function OtherStep({ doctor, onSaved }: { doctor: DoctorRecord; onSaved: () => void }) {
  const { t } = useTranslation(DOCTOR_NS);
  const [saveOther] = useSaveDoctorOtherMutation();
  const { save, error, saving } = useStepSave();
  const { data: states = [] } = useGetStatesQuery();

  const form = useFormik<OtherValues>({
    initialValues: savedValues(doctor),
    validationSchema: otherSchema,
    validateOnMount: true,
    onSubmit: (values) =>
      save(async () => {
        await saveOther({
          doctorId: doctor.id,
          institute_name: values.institute_name.trim(),
          year_of_passing: values.year_of_passing,
          license_number: values.license_number.trim(),
          license_state: Number(values.license_state),
          degree_image: values.degree_image as File,
          license_image: values.license_image as File,
          signeture_image: values.signeture_image as File,
        }).unwrap();
        return MESSAGES.doctorSignedUp;
      }, onSaved),
  });

  return (
    <form className={formStyles.card} onSubmit={form.handleSubmit} noValidate aria-labelledby="step-title">
      <SpinnerOverlay visible={saving} />
      <h2 className={formStyles.sectionTitle} id="step-title">
        {t('other.title')}
      </h2>
      <div className={formStyles.grid}>
        <Field form={form} name="institute_name" label={t('other.institute')} idPrefix="other" />
        <Field form={form} name="year_of_passing" label={t('other.yearOfPassing')} idPrefix="other" type="date" />
        <Field form={form} name="license_number" label={t('other.licenseNumber')} idPrefix="other" />
        <Field form={form} name="license_state" label={t('other.licenseState')} idPrefix="other">
          <option value={NOTHING_CHOSEN}>{t('other.selectState')}</option>
          {states.map((state) => (
            <option key={state.id} value={String(state.id)}>
              {state.name}
            </option>
          ))}
        </Field>
        <ImageInput form={form} name="degree_image" label={t('other.degreeImage')} idPrefix="other" />
        <ImageInput form={form} name="license_image" label={t('other.licenseImage')} idPrefix="other" />
        <ImageInput form={form} name="signeture_image" label={t('other.signatureImage')} idPrefix="other" />
      </div>
      <StepActions error={error} disabled={!form.isValid || saving} label={t('other.submit')} />
    </form>
  );
}

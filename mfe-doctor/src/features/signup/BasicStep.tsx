/** Step Basic: govermentId, gender, dob; doctor/savebasic. Also opens with saved values to correct them. */
import { useFormik } from 'formik';
import { MESSAGES, type Gender } from 'shared-lib/domain';
import { basicInitialValues, basicSchema, type BasicValues } from 'shared-lib/domain/forms/doctor-forms';
import { useSaveDoctorBasicMutation, type DoctorRecord } from 'shared-lib/store';
import { SpinnerOverlay, Field, formStyles, GenderOptions } from 'shared-lib/ui';
import { StepActions } from './StepActions';
import { useStepSave } from './useStepSave';

export function BasicStep({ doctor, onSaved }: { doctor: DoctorRecord; onSaved: () => void }) {
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
        Basic Information
      </h2>
      <div className={formStyles.grid}>
        <Field form={form} name="govermentId" label="Government ID" idPrefix="basic" hint="Aadhaar, PAN or another government-issued id" />
        <Field form={form} name="gender" label="Gender" idPrefix="basic">
          <GenderOptions />
        </Field>
        <Field form={form} name="dob" label="Date of birth" idPrefix="basic" type="date" autoComplete="bday" />
      </div>
      <StepActions error={error} disabled={!form.isValid || saving} />
    </form>
  );
}

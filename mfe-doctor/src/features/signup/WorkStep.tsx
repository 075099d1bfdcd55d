/** Step Work: stream, its specialities (reset when the stream changes), exprience, hospital, languages; doctor/savework. */
import { useFormik } from 'formik';
import { LANGUAGES, MESSAGES } from 'shared-lib/domain';
import { NOTHING_CHOSEN, workInitialValues, workSchema, type WorkValues } from 'shared-lib/domain/forms/doctor-forms';
import { useGetSpecialitiesByStreamQuery, useGetStreamsQuery, useSaveDoctorWorkMutation, type DoctorRecord } from 'shared-lib/store';
import { SpinnerOverlay, Field, formStyles } from 'shared-lib/ui';
import { CheckboxGroup } from '../shared/CheckboxGroup';
import { StepActions } from './StepActions';
import { useStepSave } from './useStepSave';
import { useTranslation } from 'shared-lib/i18n';
import { DOCTOR_NS } from '../../i18n/texts';

const ids = (text: string) => (text ? text.split(',') : []);

function savedValues(doctor: DoctorRecord): WorkValues {
  const work = doctor.doctor_work_details;
  if (!work) return workInitialValues;
  return {
    stream_id: String(work.stream_id),
    speciality_id: ids(work.speciality_id),
    exprience: String(work.exprience),
    hospital_name: work.hospital_name,
    hospital_address: work.hospital_address,
    languages_id: ids(work.languages_id),
  };
}

export function WorkStep({ doctor, onSaved }: { doctor: DoctorRecord; onSaved: () => void }) {
  const { t } = useTranslation(DOCTOR_NS);
  const [saveWork] = useSaveDoctorWorkMutation();
  const { save, error, saving } = useStepSave();
  const { data: streams = [] } = useGetStreamsQuery();

  const form = useFormik<WorkValues>({
    initialValues: savedValues(doctor),
    validationSchema: workSchema,
    validateOnMount: true,
    onSubmit: (values) =>
      save(async () => {
        await saveWork({
          stream_id: Number(values.stream_id),
          speciality_id: values.speciality_id.join(','),
          exprience: Number(values.exprience),
          hospital_name: values.hospital_name.trim(),
          hospital_address: values.hospital_address.trim(),
          languages_id: values.languages_id.join(','),
          doctorId: doctor.id,
        }).unwrap();
        return MESSAGES.doctorWorkSaved;
      }, onSaved),
  });
  const streamId = Number(form.values.stream_id);
  const { data: specialities = [] } = useGetSpecialitiesByStreamQuery(streamId, { skip: !streamId });

  return (
    <form className={formStyles.card} onSubmit={form.handleSubmit} noValidate aria-labelledby="step-title">
      <SpinnerOverlay visible={saving} />
      <h2 className={formStyles.sectionTitle} id="step-title">
        {t('work.title')}
      </h2>
      <div className={formStyles.grid}>
        <Field form={form} name="stream_id" label={t('work.stream')} idPrefix="work" onValueChange={() => void form.setFieldValue('speciality_id', [])}>
          <option value={NOTHING_CHOSEN}>{t('work.selectStream')}</option>
          {streams.map((stream) => (
            <option key={stream.id} value={String(stream.id)}>
              {stream.name}
            </option>
          ))}
        </Field>
        <Field form={form} name="exprience" label={t('work.experience')} idPrefix="work" type="number" inputMode="numeric" />
        <div className={formStyles.full}>
          <CheckboxGroup form={form} name="speciality_id" label={t('work.speciality')} idPrefix="work" options={streamId ? specialities : []} emptyText={t('work.streamFirst')} />
        </div>
        <Field form={form} name="hospital_name" label={t('work.hospitalName')} idPrefix="work" autoComplete="organization" />
        <Field form={form} name="hospital_address" label={t('work.hospitalAddress')} idPrefix="work" autoComplete="street-address" />
        <div className={formStyles.full}>
          <CheckboxGroup form={form} name="languages_id" label={t('work.languages')} idPrefix="work" options={LANGUAGES} />
        </div>
      </div>
      <StepActions error={error} disabled={!form.isValid || saving} />
    </form>
  );
}

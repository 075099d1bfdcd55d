/** The four read-only tabs of the doctor profile (spec section 2). */
import { parseIdList } from 'shared-lib/domain';
import type { DoctorRecord } from 'shared-lib/store';
import { useTranslation } from 'shared-lib/i18n';
import { formStyles, profileStyles, DoctorAvatar } from 'shared-lib/ui';
import { DOCTOR_NS } from '../../i18n/texts';
import { useFormats } from '../../i18n/useFormats';
import { DetailCard } from './DetailList';
import styles from './ProfilePage.module.css';

export function DashboardTab({ doctor }: { doctor: DoctorRecord }) {
  const { t } = useTranslation(DOCTOR_NS);
  return (
    <div className={formStyles.card}>
      <div className={styles.identity}>
        <DoctorAvatar name={doctor.name} image={doctor.profile_image} size={72} />
        <div>
          <p className={profileStyles.greeting}>{t('signup.hello', { name: doctor.name })}</p>
          <p className={profileStyles.muted}>{doctor.doctor_work_details?.stream?.name ?? ''}</p>
        </div>
      </div>
      <p className={profileStyles.muted}>{t('profile.intro')}</p>
    </div>
  );
}

export function BasicTab({ doctor }: { doctor: DoctorRecord }) {
  const { t } = useTranslation(DOCTOR_NS);
  const basic = doctor.doctor_basic_details;
  const gender = basic?.gender;
  return (
    <DetailCard
      title={t('profile.tabs.basic')}
      testId="basic-details"
      items={[
        [t('basic.governmentId'), basic?.govermentId],
        [t('basic.gender'), gender === 'Male' || gender === 'Female' || gender === 'Others' ? t(`profile.gender.${gender}`) : gender],
        [t('basic.dob'), basic?.dob],
      ]}
    />
  );
}

export function AccountTab({ doctor }: { doctor: DoctorRecord }) {
  const { t } = useTranslation(DOCTOR_NS);
  return (
    <DetailCard
      title={t('profile.tabs.account')}
      testId="account-details"
      items={[
        [t('account.name'), doctor.name],
        [t('account.email'), doctor.email],
        [t('profile.mobile'), doctor.phone],
      ]}
    >
      <div className={styles.identity}>
        <DoctorAvatar name={doctor.name} image={doctor.profile_image} size={96} />
      </div>
    </DetailCard>
  );
}

export function WorkTab({ doctor }: { doctor: DoctorRecord }) {
  const { t } = useTranslation(DOCTOR_NS);
  const { languageName } = useFormats();
  const work = doctor.doctor_work_details;
  const languages = (parseIdList(work?.languages_id ?? '') ?? []).map(languageName).join(', ');
  return (
    <DetailCard
      title={t('profile.tabs.work')}
      testId="work-details"
      items={[
        [t('work.hospitalName'), work?.hospital_name],
        [t('work.hospitalAddress'), work?.hospital_address],
        [t('work.stream'), work?.stream?.name],
        [t('profile.experienceYears'), work?.exprience],
        [t('work.languages'), languages],
      ]}
    />
  );
}

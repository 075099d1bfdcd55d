/** The four read-only tabs of the doctor profile (spec section 2). */
import { languageNames } from 'shared-lib/domain';
import type { DoctorRecord } from 'shared-lib/store';
import { formStyles, profileStyles, DoctorAvatar } from 'shared-lib/ui';
import { DetailCard } from './DetailList';
import styles from './ProfilePage.module.css';

export function DashboardTab({ doctor }: { doctor: DoctorRecord }) {
  return (
    <div className={formStyles.card}>
      <div className={styles.identity}>
        <DoctorAvatar name={doctor.name} image={doctor.profile_image} size={72} />
        <div>
          <p className={profileStyles.greeting}>Hello {doctor.name}</p>
          <p className={profileStyles.muted}>{doctor.doctor_work_details?.stream?.name ?? ''}</p>
        </div>
      </div>
      <p className={profileStyles.muted}>From your dashboard you can see the basic, account and work details you gave when you signed up.</p>
    </div>
  );
}

export function BasicTab({ doctor }: { doctor: DoctorRecord }) {
  const basic = doctor.doctor_basic_details;
  return (
    <DetailCard
      title="Basic Details"
      testId="basic-details"
      items={[
        ['Government ID', basic?.govermentId],
        ['Gender', basic?.gender],
        ['Date of birth', basic?.dob],
      ]}
    />
  );
}

export function AccountTab({ doctor }: { doctor: DoctorRecord }) {
  return (
    <DetailCard
      title="Account Details"
      testId="account-details"
      items={[
        ['Name', doctor.name],
        ['Email', doctor.email],
        ['Mobile', doctor.phone],
      ]}
    >
      <div className={styles.identity}>
        <DoctorAvatar name={doctor.name} image={doctor.profile_image} size={96} />
      </div>
    </DetailCard>
  );
}

export function WorkTab({ doctor }: { doctor: DoctorRecord }) {
  const work = doctor.doctor_work_details;
  return (
    <DetailCard
      title="Work Details"
      testId="work-details"
      items={[
        ['Hospital name', work?.hospital_name],
        ['Hospital address', work?.hospital_address],
        ['Stream', work?.stream?.name],
        ['Experience in years', work?.exprience],
        ['Languages', languageNames(work?.languages_id)],
      ]}
    />
  );
}

/** Doctor profile ('User Dashboard', doctor/my-profile): read-only tabs, loaded with the id from the token; Logout ends the session. */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { endSession, useAppDispatch, useGetDoctorQuery } from 'shared-lib/store';
import { ProfileTabButtons, profileStyles as styles, SpinnerOverlay } from 'shared-lib/ui';
import { errorMessage } from 'shared-lib/http';
import { useTranslation } from 'shared-lib/i18n';
import { DOCTOR_NS } from '../../i18n/texts';
import { LoginPrompt } from '../shared/LoginPrompt';
import { useSessionDoctorId } from '../shared/useSessionDoctor';
import { AccountTab, BasicTab, DashboardTab, WorkTab } from './ProfileTabs';

/** The spec's tabs; their English labels are the spec's ('Dashboard', 'Basic Details', …). */
export const PROFILE_TABS = ['dashboard', 'basic', 'account', 'work'] as const;
type ProfileTab = (typeof PROFILE_TABS)[number];

export function ProfilePage() {
  const { t } = useTranslation(DOCTOR_NS);
  const doctorId = useSessionDoctorId();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [tab, setTab] = useState<ProfileTab>('dashboard');
  const { data: doctor, error, isLoading } = useGetDoctorQuery(doctorId ?? 0, { skip: doctorId === null });

  const logout = () => {
    endSession(dispatch);
    navigate('/home');
  };

  return (
    <section className={styles.page} aria-labelledby="profile-title">
      <h1 className={styles.title} id="profile-title">
        {t('profile.title')}
      </h1>
      {doctorId === null ? (
        <LoginPrompt />
      ) : (
        <div className={styles.layout}>
          <div className={styles.tabs}>
            <div role="tablist" aria-label={t('profile.sections')} className={styles.tabList}>
              <ProfileTabButtons tabs={PROFILE_TABS.map((id) => ({ id, label: t(`profile.tabs.${id}`) }))} active={tab} onSelect={setTab} />
            </div>
            <button type="button" className={styles.logout} onClick={logout}>
              {t('profile.logout')}
            </button>
          </div>
          <div className={styles.panel} role="tabpanel" id="profile-panel" aria-labelledby={`tab-${tab}`}>
            <SpinnerOverlay visible={isLoading} />
            {error ? <LoginPrompt message={errorMessage(error)} /> : null}
            {doctor && tab === 'dashboard' && <DashboardTab doctor={doctor} />}
            {doctor && tab === 'basic' && <BasicTab doctor={doctor} />}
            {doctor && tab === 'account' && <AccountTab doctor={doctor} />}
            {doctor && tab === 'work' && <WorkTab doctor={doctor} />}
          </div>
        </div>
      )}
    </section>
  );
}

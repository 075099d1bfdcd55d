/** Patient profile ('My Profile'): tabs of spec section 2. */
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { selectPatientId, endSession, useAppDispatch, useAppSelector } from 'shared-lib/store';
import { formStyles, ProfileTabButtons, profileStyles as styles } from 'shared-lib/ui';
import { AddressBook } from '../addresses/AddressBook';
import { ConsultationsTab } from '../consultations/ConsultationsTab';
import { OrdersTab } from '../orders/OrdersTab';
import { TrackOrder } from '../orders/TrackOrder';
import { ChangePassword } from '../password/ChangePassword';
import { useGetPatientQuery } from 'shared-lib/store';
import { AccountDetails } from './AccountDetails';
import { useTranslation } from 'shared-lib/i18n';
import { PATIENT_NS } from '../../i18n/texts';

export const PROFILE_TABS = [
  { id: 'dashboard', label: 'Dashboard' },
  { id: 'account', label: 'Account details' },
  { id: 'address', label: 'My Address' },
  { id: 'orders', label: 'Orders' },
  { id: 'consultations', label: 'My Consultations' },
  { id: 'track', label: 'Track Your Order' },
  { id: 'password', label: 'Change Password' },
] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number]['id'];

export function ProfilePage() {
  const { t } = useTranslation(PATIENT_NS);
  const patientId = useAppSelector(selectPatientId);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { tab: tabParam } = useParams();
  const requested = PROFILE_TABS.find((entry) => entry.id === tabParam)?.id;
  const [tab, setTab] = useState<ProfileTab>(requested ?? 'dashboard');

  const logout = () => {
    endSession(dispatch);
    navigate('/home');
  };

  if (!patientId) {
    return (
      <section className={styles.page}>
        <div className={formStyles.empty}>
          <strong>{t('profile.pleaseLogIn')}</strong>
          {t('profile.afterLogin')}
        </div>
      </section>
    );
  }

  return (
    <section className={styles.page} aria-labelledby="profile-title">
      <h1 className={styles.title} id="profile-title">
        {t('profile.title')}
      </h1>
      <div className={styles.layout}>
        <nav className={styles.tabs} role="tablist" aria-label={t('profile.sections')}>
          <ProfileTabButtons tabs={PROFILE_TABS.map((entry) => ({ ...entry, label: t(`profile.tabs.${entry.id}`) }))} active={tab} onSelect={setTab} />
          <button type="button" role="tab" aria-selected={false} className={styles.logout} onClick={logout}>
            {t('profile.logout')}
          </button>
        </nav>
        <div className={styles.panel} role="tabpanel" id="profile-panel" aria-labelledby={`tab-${tab}`}>
          {tab === 'dashboard' && <Dashboard patientId={patientId} onOpen={setTab} />}
          {tab === 'account' && <AccountDetails patientId={patientId} />}
          {tab === 'address' && <AddressBook patientId={patientId} />}
          {tab === 'orders' && <OrdersTab patientId={patientId} />}
          {tab === 'consultations' && <ConsultationsTab />}
          {tab === 'track' && <TrackOrder patientId={patientId} />}
          {tab === 'password' && <ChangePassword patientId={patientId} />}
        </div>
      </div>
    </section>
  );
}

function Dashboard({ patientId, onOpen }: { patientId: number; onOpen: (tab: ProfileTab) => void }) {
  const { t } = useTranslation(PATIENT_NS);
  const { data: patient } = useGetPatientQuery(patientId);
  const name = patient ? `${patient.first_name} ${patient.last_name}` : '';
  return (
    <div className={formStyles.card}>
      <p className={styles.greeting}>{t('profile.hello', { name })}</p>
      <p className={styles.muted}>{t('profile.intro')}</p>
      <div className={styles.shortcuts}>
        <button type="button" className={styles.shortcut} onClick={() => onOpen('orders')}>
          <strong>{t('profile.tabs.orders')}</strong>
          <span>{t('profile.ordersHint')}</span>
        </button>
        <button type="button" className={styles.shortcut} onClick={() => onOpen('address')}>
          <strong>{t('profile.addresses')}</strong>
          <span>{t('profile.addressesHint')}</span>
        </button>
        <button type="button" className={styles.shortcut} onClick={() => onOpen('account')}>
          <strong>{t('profile.tabs.account')}</strong>
          <span>{t('profile.accountHint')}</span>
        </button>
      </div>
    </div>
  );
}

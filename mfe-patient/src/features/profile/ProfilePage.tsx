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
          <strong>Please log in</strong>
          Your profile is available after logging in as a patient.
        </div>
      </section>
    );
  }

  return (
    <section className={styles.page} aria-labelledby="profile-title">
      <h1 className={styles.title} id="profile-title">
        My Profile
      </h1>
      <div className={styles.layout}>
        <nav className={styles.tabs} role="tablist" aria-label="Profile sections">
          <ProfileTabButtons tabs={PROFILE_TABS} active={tab} onSelect={setTab} />
          <button type="button" role="tab" aria-selected={false} className={styles.logout} onClick={logout}>
            Logout
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
  const { data: patient } = useGetPatientQuery(patientId);
  const name = patient ? `${patient.first_name} ${patient.last_name}` : '';
  return (
    <div className={formStyles.card}>
      <p className={styles.greeting}>Hello {name}</p>
      <p className={styles.muted}>From your account dashboard you can view your recent orders, manage your addresses and edit your account details.</p>
      <div className={styles.shortcuts}>
        <button type="button" className={styles.shortcut} onClick={() => onOpen('orders')}>
          <strong>Orders</strong>
          <span>See and track what you bought</span>
        </button>
        <button type="button" className={styles.shortcut} onClick={() => onOpen('address')}>
          <strong>Addresses</strong>
          <span>Manage delivery addresses</span>
        </button>
        <button type="button" className={styles.shortcut} onClick={() => onOpen('account')}>
          <strong>Account details</strong>
          <span>Name, email, mobile and more</span>
        </button>
      </div>
    </div>
  );
}

/**
 * Doctor sign-up wizard (doctor/doctorSignup and doctor/doctorSignup/{id}): Account creates the doctor,
 * then the route carries its id and the saved stage decides the step (spec section 4).
 */
import { useEffect, useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { DOCTOR_MESSAGES, stepForStage, type DoctorStepId } from 'shared-lib/domain';
import { clearOnboardingToken } from 'shared-lib/http';
import { useGetDoctorQuery } from 'shared-lib/store';
import { formStyles, signupStyles, SpinnerOverlay } from 'shared-lib/ui';
import { errorMessage } from 'shared-lib/http';
import { useSessionDoctorId } from '../shared/useSessionDoctor';
import { AccountStep } from './AccountStep';
import { BasicStep } from './BasicStep';
import { OtherStep } from './OtherStep';
import { StepIndicator } from './StepIndicator';
import { WorkStep } from './WorkStep';
import styles from './SignupWizard.module.css';
import { useMessages, useTranslation } from 'shared-lib/i18n';
import { DOCTOR_NS } from '../../i18n/texts';

function Frame({ children, greeting }: { children: React.ReactNode; greeting?: string }) {
  const { t } = useTranslation(DOCTOR_NS);
  const messages = useMessages();
  return (
    <section className={`${signupStyles.page} ${styles.page}`} aria-labelledby="signup-title">
      <header className={signupStyles.header}>
        <h1 id="signup-title">{t('signup.title')}</h1>
        {greeting ? (
          <div className={styles.greeting} data-testid="signup-greeting">
            <p className={styles.hello}>{t('signup.hello', { name: greeting })}</p>
            <p>{messages.completeSignUp}</p>
          </div>
        ) : (
          <p>{t('signup.intro')}</p>
        )}
      </header>
      {children}
      <p className={signupStyles.loginLine}>
        {t('signup.already')} <Link to="/doctor/login">{t('signup.logIn')}</Link>
      </p>
    </section>
  );
}

export function SignupWizard() {
  const { id } = useParams();
  const navigate = useNavigate();
  const sessionDoctorId = useSessionDoctorId();
  // a doctor who is logged in has finished signing up
  if (id === undefined && sessionDoctorId !== null) return <Navigate to="/doctor/dashboard" replace />;
  if (id === undefined) {
    return (
      <Frame>
        <StepIndicator current="account" stage={0} />
        <AccountStep onCreated={(doctorId) => navigate(`/doctor/doctorSignup/${doctorId}`, { replace: true })} />
      </Frame>
    );
  }
  const doctorId = Number(id);
  return Number.isInteger(doctorId) && doctorId > 0 ? <ResumeWizard key={doctorId} doctorId={doctorId} /> : <Refused message={DOCTOR_MESSAGES.notFound} />;
}

function ResumeWizard({ doctorId }: { doctorId: number }) {
  const navigate = useNavigate();
  const { data: doctor, error, isLoading } = useGetDoctorQuery(doctorId);
  const [editing, setEditing] = useState<DoctorStepId | null>(null);
  const [finished, setFinished] = useState(false);
  const next = doctor ? stepForStage(doctor.stage) : null;

  useEffect(() => {
    if (next === 'done' && !finished) navigate('/doctor/dashboard', { replace: true });
  }, [next, finished, navigate]);

  if (isLoading) return <SpinnerOverlay visible />;
  if (error || !doctor) return <Refused message={error && 'status' in error && error.status !== 401 ? errorMessage(error) : DOCTOR_MESSAGES.loginToContinue} />;
  if (next === 'done' && !finished) return null;

  const current = editing ?? (next === 'done' ? 'other' : (next ?? 'basic'));
  const finish = () => {
    setFinished(true);
    clearOnboardingToken();
    navigate('/doctor/login');
  };
  const saved = () => setEditing(null);

  return (
    <Frame greeting={doctor.name}>
      <StepIndicator current={current} stage={doctor.stage} onOpen={setEditing} />
      {current === 'basic' && <BasicStep key="basic" doctor={doctor} onSaved={saved} />}
      {current === 'work' && <WorkStep key="work" doctor={doctor} onSaved={saved} />}
      {current === 'other' && <OtherStep key="other" doctor={doctor} onSaved={finish} />}
    </Frame>
  );
}

function Refused({ message }: { message: string }) {
  const { t } = useTranslation(DOCTOR_NS);
  return (
    <Frame>
      <div className={formStyles.empty} role="alert">
        <strong>{message}</strong>
        <Link to="/doctor/login">{t('signup.logInAsDoctor')}</Link>
      </div>
    </Frame>
  );
}

import { Link } from 'react-router-dom';
import { useTranslation } from 'shared-lib/i18n';
import { formStyles } from 'shared-lib/ui';
import { DOCTOR_NS } from '../../i18n/texts';

/** Shown on the doctor's pages without a doctor session (or with the server's refusal as `message`). */
export function LoginPrompt({ message }: { message?: string }) {
  const { t } = useTranslation(DOCTOR_NS);
  return (
    <div className={formStyles.empty} role="alert">
      <strong>{message ?? t('login.prompt')}</strong>
      <Link to="/doctor/login">{t('signup.logInAsDoctor')}</Link>
    </div>
  );
}

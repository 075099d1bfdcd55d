import { Link } from 'react-router-dom';
import { DOCTOR_MESSAGES } from 'shared-lib/domain';
import { formStyles } from 'shared-lib/ui';

/** Shown on the doctor's pages without a doctor session. */
export function LoginPrompt({ message = DOCTOR_MESSAGES.loginAsDoctor }: { message?: string }) {
  return (
    <div className={formStyles.empty} role="alert">
      <strong>{message}</strong>
      <Link to="/doctor/login">Log in as a doctor</Link>
    </div>
  );
}

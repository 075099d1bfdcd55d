import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { SESSION_KEYS } from 'shared-lib/domain/core';
import { usePreviousPath } from './navigation-history';

/**
 * patient/my-profile needs a stored patient token. Without one the navigation is blocked: the user
 * stays on the URL they came from (or home when the profile was the first page opened).
 */
export function PatientGuard({ children }: { children: ReactNode }) {
  const previous = usePreviousPath();
  const hasPatientToken = Boolean(window.sessionStorage.getItem(SESSION_KEYS.patientToken));
  if (hasPatientToken) return <>{children}</>;
  return <Navigate to={previous ?? '/home'} replace />;
}

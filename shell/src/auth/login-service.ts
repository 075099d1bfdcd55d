import type { LoginBody, LoginSuccess } from 'shared-lib/contract';
import { authPaths, urlOf } from 'shared-lib/contract/paths';
import { DOCTOR_STAGES } from 'shared-lib/domain/core';
import { appConfig, http } from 'shared-lib/http';
import { applyAccountLanguage } from './account-language';
import type { LoginRole } from './login-role';
import type { LoginValues } from './login-schema';

/** Where a successful login leads (spec section 4: Session; Doctor login by stage). */
export type LoginOutcome =
  | { kind: 'session'; token: string; next: { route: string } | { externalUrl: string } }
  | { kind: 'doctorOnboarding'; route: string; token: string }
  | { kind: 'doctorRetry' };

export async function logIn(role: LoginRole, values: LoginValues): Promise<LoginOutcome> {
  const body: LoginBody = { email: values.email.trim(), password: values.password, ...(role.role ? { role: role.role } : {}) };
  const { data } = await http.post<Partial<LoginSuccess>>(urlOf(authPaths.login(role.type)), body);
  if (!data.success || !data.token) throw new LoginRejected(data.message || 'Login failed');
  await applyAccountLanguage(data.data?.language, data.token);

  if (role.type === 'doctor') {
    const stage = Number(data.data?.stage);
    if (stage >= DOCTOR_STAGES.account && stage < DOCTOR_STAGES.complete) {
      return { kind: 'doctorOnboarding', route: `/doctor/doctorSignup/${data.data?.id}`, token: data.token };
    }
    if (stage === DOCTOR_STAGES.complete) return { kind: 'session', token: data.token, next: { route: '/doctor/dashboard' } };
    return { kind: 'doctorRetry' };
  }
  if (role.type === 'seller') return { kind: 'session', token: data.token, next: { externalUrl: appConfig().sellerDashboardUrl } };
  return { kind: 'session', token: data.token, next: { route: '/home' } };
}

export class LoginRejected extends Error {}

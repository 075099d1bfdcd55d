/** The browser session (spec section 4): tokens and decoded users in sessionStorage under the spec's keys. */
import type { TokenPayload } from 'shared-lib/contract';
import { SESSION_KEYS, type UserType } from 'shared-lib/domain/core';

const TOKEN_KEY_BY_TYPE: Record<UserType, string> = {
  doctor: SESSION_KEYS.doctorToken,
  patient: SESSION_KEYS.patientToken,
  seller: SESSION_KEYS.sellerToken,
};
const USER_KEY_BY_TYPE: Record<UserType, string> = {
  doctor: SESSION_KEYS.user,
  patient: SESSION_KEYS.patientUser,
  seller: SESSION_KEYS.user,
};
/** Tokens are looked up in this order. */
const LOOKUP_ORDER: UserType[] = ['doctor', 'patient', 'seller'];

export interface StoredSession {
  token: string;
  user: TokenPayload;
}

function storage(): Storage | null {
  return typeof window === 'undefined' ? null : window.sessionStorage;
}

/** Decodes the middle part of a JWT (base64url JSON). Returns null when it is not a readable token. */
export function decodeToken(token: string): TokenPayload | null {
  const middle = token.split('.')[1];
  if (!middle) return null;
  try {
    const base64 = middle.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(middle.length / 4) * 4, '=');
    const json = decodeURIComponent(
      Array.from(atob(base64), (c) => '%' + c.charCodeAt(0).toString(16).padStart(2, '0')).join(''),
    );
    const payload = JSON.parse(json) as TokenPayload;
    return typeof payload?.id === 'number' && typeof payload?.type === 'string' ? payload : null;
  } catch {
    return null;
  }
}

export function readSession(): StoredSession | null {
  const store = storage();
  if (!store) return null;
  for (const type of LOOKUP_ORDER) {
    const token = store.getItem(TOKEN_KEY_BY_TYPE[type]);
    if (!token) continue;
    const user = decodeToken(token);
    if (user) return { token, user };
  }
  return null;
}

export function readToken(): string | null {
  return readSession()?.token ?? null;
}

/** Stores a token under its role's key, the decoded user under 'patient' or 'user', and mirrors 'token'. */
export function saveSession(token: string): StoredSession {
  const user = decodeToken(token);
  if (!user) throw new Error('The server answered with an unreadable token');
  const store = storage();
  if (store) {
    store.setItem(TOKEN_KEY_BY_TYPE[user.type], token);
    store.setItem(USER_KEY_BY_TYPE[user.type], JSON.stringify(user));
    store.setItem(SESSION_KEYS.token, token);
  }
  return { token, user };
}

/** Logout: clears every session key (tokens, users and the guest cart). */
export function clearSession(): void {
  storage()?.clear();
}

/**
 * A doctor who has not finished onboarding is not logged in (spec section 4): its token, limited by the
 * server to the sign-up steps, lives under its own key, which readSession never reads.
 */
export const ONBOARDING_TOKEN_KEY = 'doctor-onboarding';

export function saveOnboardingToken(token: string): void {
  storage()?.setItem(ONBOARDING_TOKEN_KEY, token);
}

/** The onboarding token, only when it belongs to doctor `doctorId` (any doctor when omitted). */
export function readOnboardingToken(doctorId?: number): string | null {
  const token = storage()?.getItem(ONBOARDING_TOKEN_KEY) ?? null;
  const payload = token ? decodeToken(token) : null;
  if (!token || !payload || payload.type !== 'doctor') return null;
  return doctorId === undefined || payload.id === doctorId ? token : null;
}

export function clearOnboardingToken(): void {
  storage()?.removeItem(ONBOARDING_TOKEN_KEY);
}

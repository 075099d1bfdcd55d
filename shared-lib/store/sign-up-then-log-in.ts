/**
 * Sign-ups answer the same whether or not the e-mail already has an account (issue 24), with no token. A new
 * account then logs in with the credentials just chosen, so the screen carries on as before; when that login
 * fails, the address already had an account (its owner got a mail), and the sign-up's own neutral message is
 * the error the screen shows.
 */
import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { LoginSuccess } from 'shared-lib/contract';
import { authPaths, urlOf } from 'shared-lib/contract/paths';
import type { UserType } from 'shared-lib/domain';
import type { HttpError, HttpRequest } from './base-query';

export type SignedUp = LoginSuccess;

export async function signUpThenLogIn(
  baseQuery: BaseQueryFn<HttpRequest | string, unknown, HttpError>,
  signUp: HttpRequest,
  type: UserType,
  credentials: { email: string; password: string },
): Promise<{ data: SignedUp } | { error: HttpError }> {
  const created = (await baseQuery(signUp, {} as never, {})) as { data?: unknown; error?: HttpError };
  if (created.error) return { error: created.error };
  const message = (created.data as { message?: string } | undefined)?.message ?? '';
  const login = (await baseQuery({ url: urlOf(authPaths.login(type)), method: 'POST', data: credentials }, {} as never, {})) as { data?: unknown; error?: HttpError };
  if (login.error || !login.data) return { error: { status: 200, message } };
  return { data: login.data as SignedUp };
}

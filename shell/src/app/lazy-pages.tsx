/**
 * The shell's own pages that no first screen needs (sign-in, password recovery, newsletter confirmation)
 * are split off with their forms (Formik, Yup): they load when their route opens, so the first render of
 * the storefront routes does not download them (bench: JavaScript before the first render).
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { SpinnerOverlay } from 'shared-lib/ui/core';

function lazyPage(load: () => Promise<ComponentType>) {
  const Page = lazy(async () => ({ default: await load() }));
  return function LazyPage() {
    return (
      <Suspense fallback={<SpinnerOverlay visible />}>
        <Page />
      </Suspense>
    );
  };
}

export const LoginPage = lazyPage(async () => (await import('../auth/LoginPage')).LoginPage);
export const ForgotPasswordPage = lazyPage(async () => (await import('../auth/ForgotPasswordPage')).ForgotPasswordPage);
export const ResetPasswordPage = lazyPage(async () => (await import('../auth/ResetPasswordPage')).ResetPasswordPage);
export const NewsletterConfirmPage = lazyPage(async () => (await import('../newsletter/NewsletterConfirmPage')).NewsletterConfirmPage);

import { Navigate, Route, Routes } from 'react-router-dom';
import { Toasts } from 'shared-lib/ui/core';
import { Header } from '../layout/Header';
import { ConnectionNotice, Footer, OfflineBars, OfflineSync } from '../layout/lazy-layout';
import { NotFound } from '../layout/NotFound';
import { RemoteRoute } from '../remotes/RemoteRoute';
import { NavigationHistory } from '../routes/navigation-history';
import { PatientGuard } from '../routes/PatientGuard';
import { FORGOT_PASSWORD_ROUTES, LOGIN_ROUTES, REMOTE_ROUTES, RESET_PASSWORD_ROUTES } from '../routes/route-table';
import styles from './App.module.css';
import { ForgotPasswordPage, LoginPage, NewsletterConfirmPage, ResetPasswordPage } from './lazy-pages';

export function App() {
  return (
    <NavigationHistory>
      <div className={styles.page}>
        <ConnectionNotice />
        <Header />
        <main className={styles.main} id="main">
          <Routes>
            <Route path="/" element={<Navigate to="/home" replace />} />
            {LOGIN_ROUTES.map((path) => (
              <Route key={path} path={path} element={<LoginPage />} />
            ))}
            {FORGOT_PASSWORD_ROUTES.map((path) => (
              <Route key={path} path={path} element={<ForgotPasswordPage />} />
            ))}
            {RESET_PASSWORD_ROUTES.map((path) => (
              <Route key={path} path={path} element={<ResetPasswordPage />} />
            ))}
            <Route path="newsletter/confirm/:token" element={<NewsletterConfirmPage />} />
            {REMOTE_ROUTES.map(({ path, remote, module, props, guard }) => {
              const element = <RemoteRoute remote={remote} module={module} route={path} props={props} />;
              return <Route key={path} path={path} element={guard === 'patient' ? <PatientGuard>{element}</PatientGuard> : element} />;
            })}
            <Route path="*" element={<NotFound />} />
          </Routes>
        </main>
        <Footer />
        <OfflineBars />
        <OfflineSync />
      </div>
      <Toasts />
    </NavigationHistory>
  );
}

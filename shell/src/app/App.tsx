import { Navigate, Route, Routes } from 'react-router-dom';
import { Toasts } from 'shared-lib/ui';
import { LoginPage } from '../auth/LoginPage';
import { Footer } from '../layout/Footer';
import { Header } from '../layout/Header';
import { NotFound } from '../layout/NotFound';
import { RemoteRoute } from '../remotes/RemoteRoute';
import { NavigationHistory } from '../routes/navigation-history';
import { PatientGuard } from '../routes/PatientGuard';
import { LOGIN_ROUTES, REMOTE_ROUTES } from '../routes/route-table';
import styles from './App.module.css';

export function App() {
  return (
    <NavigationHistory>
      <div className={styles.page}>
        <Header />
        <main className={styles.main} id="main">
          <Routes>
            <Route path="/" element={<Navigate to="/home" replace />} />
            {LOGIN_ROUTES.map((path) => (
              <Route key={path} path={path} element={<LoginPage />} />
            ))}
            {REMOTE_ROUTES.map(({ path, remote, module, props, guard }) => {
              const element = <RemoteRoute remote={remote} module={module} route={path} props={props} />;
              return <Route key={path} path={path} element={guard === 'patient' ? <PatientGuard>{element}</PatientGuard> : element} />;
            })}
            <Route path="*" element={<NotFound />} />
          </Routes>
        </main>
        <Footer />
      </div>
      <Toasts />
    </NavigationHistory>
  );
}

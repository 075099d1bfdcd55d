import { Component, Suspense, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { ClientErrorReport } from 'shared-lib/contract';
import { PendingRemote, releaseFirstScreen } from './first-screen';
import { manifestSnapshot, remoteStatus, subscribeManifest } from './manifest';
import { useNavigationSettled } from './navigation-gate';
import { FullReload, RemoteUnavailable, UpdateNotice } from './RemoteNotices';
import { forgetRemote, isRemoteLoaded, RemoteLoadError, remoteLazy, remoteModuleId } from './remote-modules';
import { reportRemoteError } from './report-error';
import { markScreenRendered } from '../offline/after-start-up';
import styles from './RemoteRoute.module.css';
import { useTranslation } from 'shared-lib/i18n';
import { SHELL_NS } from '../i18n/texts';

interface BoundaryProps {
  id: string;
  remote: string;
  route: string;
  children: ReactNode;
}
interface BoundaryState {
  failed: boolean;
  attempt: number;
}

/** Catches a remote that fails to load or render: only its own route shows the fallback, and ops hear of it. */
class RemoteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, attempt: 0 };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    forgetRemote(this.props.id);
    console.error(`Remote ${this.props.id} failed`, error, info.componentStack);
    const { remote, route } = this.props;
    reportRemoteError({
      remote: remote as ClientErrorReport['remote'],
      version: remoteStatus(remote).version,
      route,
      kind: error instanceof RemoteLoadError ? 'load' : 'render',
      message: error?.message ?? String(error),
    });
  }

  private retry = () => this.setState((state) => ({ failed: false, attempt: state.attempt + 1 }));

  override render() {
    if (this.state.failed) {
      return <RemoteFailed onRetry={this.retry} />;
    }
    return <RemoteAttempt key={this.state.attempt}>{this.props.children}</RemoteAttempt>;
  }
}

/** A remote that failed to load or render: the rest of the shop keeps working; Retry loads it again. */
function RemoteFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(SHELL_NS);
  return (
    <section className={styles.fallback} role="alert" data-testid="remote-fallback">
      <h1>{t('remote.failedTitle')}</h1>
      <p>{t('remote.failedText')}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t('remote.retry')}
      </button>
    </section>
  );
}

function RemoteAttempt({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

/**
 * One remote screen on one route. `route` is the route pattern (reported with errors; never the URL).
 * Waits for this navigation's manifest check, then shows the kill-switch page, reloads the page when the
 * remote it already runs was replaced by another release, or renders the remote (with a notice when a
 * newer release went live while the user stays on the page).
 */
export function RemoteRoute({ remote, module, route = '', props }: { remote: string; module: string; route?: string; props?: Record<string, unknown> }) {
  const id = remoteModuleId(remote, module);
  return (
    <RemoteErrorBoundary key={id} id={id} remote={remote} route={route}>
      <Suspense fallback={<PendingRemote />}>
        <RemoteGate remote={remote} id={id} props={props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

function RemoteGate({ remote, id, props }: { remote: string; id: string; props?: Record<string, unknown> }) {
  const location = useLocation();
  const settled = useNavigationSettled(location);
  useSyncExternalStore(subscribeManifest, manifestSnapshot);
  // Stale when this navigation arrived: reload; stale later, while the user stays: only a notice.
  const arrival = useRef<{ location: object; stale: boolean } | null>(null);
  if (!settled) return <PendingRemote />;
  const status = remoteStatus(remote);
  if (arrival.current?.location !== location) arrival.current = { location, stale: status.stale };
  if (status.disabled) return <RemoteUnavailable />;
  if (arrival.current.stale) return <FullReload />;
  return (
    <>
      {status.stale && <UpdateNotice />}
      <RemoteModule id={id} props={props} />
    </>
  );
}

/**
 * A remote's code is requested once its route has committed (an effect), never while the shell renders:
 * the shell's first render (header, first screen) needs nothing of any remote, and does not wait for one.
 * A module loaded before renders in its route's commit (the page never shows a frame without it).
 */
function RemoteModule({ id, props }: { id: string; props?: Record<string, unknown> }) {
  const [requested, setRequested] = useState(() => isRemoteLoaded(id));
  useEffect(() => setRequested(true), []);
  return requested ? <RemoteScreen id={id} props={props} /> : <PendingRemote />;
}

function RemoteScreen({ id, props }: { id: string; props?: Record<string, unknown> }) {
  const Loaded = remoteLazy(id);
  // runs once the remote's screen has committed, in place of the first screen
  useLayoutEffect(() => {
    releaseFirstScreen();
    markScreenRendered();
  }, []);
  return <Loaded {...props} />;
}

import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { SpinnerOverlay } from 'shared-lib/ui';
import { forgetRemote, remoteLazy, remoteModuleId } from './remote-modules';
import styles from './RemoteRoute.module.css';

interface BoundaryProps {
  id: string;
  children: ReactNode;
}
interface BoundaryState {
  failed: boolean;
  attempt: number;
}

/** Catches a remote that fails to load or render: only its own route shows the fallback. */
class RemoteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, attempt: 0 };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    forgetRemote(this.props.id);
    console.error(`Remote ${this.props.id} failed`, error, info.componentStack);
  }

  private retry = () => this.setState((state) => ({ failed: false, attempt: state.attempt + 1 }));

  override render() {
    if (this.state.failed) {
      return (
        <section className={styles.fallback} role="alert" data-testid="remote-fallback">
          <h1>This part of the shop is unavailable right now</h1>
          <p>Everything else keeps working. Please try again in a moment.</p>
          <button type="button" className={styles.retry} onClick={this.retry}>
            Retry
          </button>
        </section>
      );
    }
    return <RemoteAttempt key={this.state.attempt}>{this.props.children}</RemoteAttempt>;
  }
}

function RemoteAttempt({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

export function RemoteRoute({ remote, module, props }: { remote: string; module: string; props?: Record<string, unknown> }) {
  const id = remoteModuleId(remote, module);
  return (
    <RemoteErrorBoundary key={id} id={id}>
      <Suspense fallback={<SpinnerOverlay visible />}>
        <RemoteModule id={id} props={props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

function RemoteModule({ id, props }: { id: string; props?: Record<string, unknown> }) {
  const Loaded = remoteLazy(id);
  return <Loaded {...props} />;
}

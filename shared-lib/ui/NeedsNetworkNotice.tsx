/**
 * A form that needs the network says so while the browser is offline (issue 32): sign-in, sign-up, password,
 * the seller's and the doctor's forms. The form disables its submit with `useOnline()`; this is the reason
 * shown beside it. Nothing is drawn online.
 */
import { useMessages } from 'shared-lib/i18n';
import { useOnline } from './useOnline';
import styles from './ui.module.css';

export function NeedsNetworkNotice({ text }: { text?: string }) {
  const online = useOnline();
  const messages = useMessages();
  if (online) return null;
  return (
    <p className={styles.needsNetwork} role="status" data-testid="needs-network">
      {text ?? messages.offline.needsNetwork}
    </p>
  );
}

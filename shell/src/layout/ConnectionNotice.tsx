/**
 * While the API cannot be reached (the shared axios instance saw no answer, or a 502/503/504 from the
 * proxy) a notice says so instead of leaving an empty page or a spinner; the shell asks the API's health
 * every few seconds (RTK Query polling) and, once it answers, hides the notice and lets every open query
 * refetch (RTK Query onOnline).
 */
import { useEffect, useState } from 'react';
import { isServerReachable, NETWORK_FAILURE, onServerReachableChange } from 'shared-lib/http';
import { api, RECONNECT_EVERY_MS, useAppDispatch, useGetHealthQuery } from 'shared-lib/store';
import styles from './ConnectionNotice.module.css';
import { localizeText, useTranslation } from 'shared-lib/i18n';
import { SHELL_NS } from '../i18n/texts';

export function ConnectionNotice() {
  const { t } = useTranslation(SHELL_NS);
  const dispatch = useAppDispatch();
  const [reachable, setReachable] = useState(isServerReachable());

  useEffect(
    () =>
      onServerReachableChange((value) => {
        setReachable(value);
        if (value) dispatch(api.internalActions.onOnline());
      }),
    [dispatch],
  );

  // any answer marks the API reachable again (the shared axios instance reports it), which stops the polling
  useGetHealthQuery(undefined, { skip: reachable, pollingInterval: RECONNECT_EVERY_MS });

  if (reachable) return null;
  return (
    <div className={styles.notice} role="alert" data-testid="connection-notice">
      <strong>{localizeText(NETWORK_FAILURE)}</strong> <span>{t('connection.reconnecting')}</span>
    </div>
  );
}

import { useMessages, useTranslation } from 'shared-lib/i18n';
import { policyTitle } from 'shared-lib/domain/policy-titles';
import { SpinnerOverlay } from 'shared-lib/ui';
import { POLICY_ENDPOINTS, useGetPolicyQuery, type PolicyKind } from '../catalogue/catalogue-api';
import styles from '../common/common.module.css';
import { ReleaseMarker } from '../common/ReleaseMarker';
import { useSanitizedHtml } from '../common/use-sanitized-html';

/** One of the five policy pages (document id 1), its HTML sanitised. */
export function PolicyPage({ policy = 'terms' }: { policy?: PolicyKind }) {
  const { i18n } = useTranslation();
  const messages = useMessages();
  const kind: PolicyKind = policy in POLICY_ENDPOINTS ? policy : 'terms';
  const { data, isLoading, isError } = useGetPolicyQuery(kind);
  const html = useSanitizedHtml(data?.description);
  return (
    <div className={styles.page}>
      <SpinnerOverlay visible={isLoading} />
      <h1 className={styles.heading}>{policyTitle(kind, i18n.language)}</h1>
      <ReleaseMarker />
      {isError && <p>{messages.noData}</p>}
      {html !== undefined && <article className={styles.policy} data-testid="policy-text" dangerouslySetInnerHTML={{ __html: html }} />}
    </div>
  );
}

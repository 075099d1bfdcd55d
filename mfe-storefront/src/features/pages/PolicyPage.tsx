import DOMPurify from 'dompurify';
import { MESSAGES } from 'shared-lib/domain';
import { SpinnerOverlay } from 'shared-lib/ui';
import { POLICY_ENDPOINTS, useGetPolicyQuery, type PolicyKind } from '../catalogue/catalogue-api';
import styles from '../common/common.module.css';
import { ReleaseMarker } from '../common/ReleaseMarker';

/** One of the five policy pages (document id 1), its HTML sanitised. */
export function PolicyPage({ policy = 'terms' }: { policy?: PolicyKind }) {
  const kind: PolicyKind = policy in POLICY_ENDPOINTS ? policy : 'terms';
  const { data, isLoading, isError } = useGetPolicyQuery(kind);
  return (
    <div className={styles.page}>
      <SpinnerOverlay visible={isLoading} />
      <h1 className={styles.heading}>{POLICY_ENDPOINTS[kind].title}</h1>
      <ReleaseMarker />
      {isError && <p>{MESSAGES.noData}</p>}
      {data && <article className={styles.policy} data-testid="policy-text" dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(data.description) }} />}
    </div>
  );
}

/** Read-only label/value pairs of the doctor profile. */
import type { ReactNode } from 'react';
import { formStyles } from 'shared-lib/ui';
import styles from './ProfilePage.module.css';

type Items = [label: string, value: string | number | null | undefined][];

export function DetailList({ items, testId }: { items: Items; testId: string }) {
  return (
    <dl className={styles.details} data-testid={testId}>
      {items.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value === null || value === undefined || value === '' ? '—' : value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One profile tab: a titled card with its details (and anything shown above them). */
export function DetailCard({ title, testId, items, children }: { title: string; testId: string; items: Items; children?: ReactNode }) {
  return (
    <div className={formStyles.card}>
      <h2 className={formStyles.sectionTitle}>{title}</h2>
      {children}
      <DetailList testId={testId} items={items} />
    </div>
  );
}

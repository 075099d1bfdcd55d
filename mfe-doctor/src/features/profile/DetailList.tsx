/** Read-only label/value pairs of the doctor profile. */
import styles from './ProfilePage.module.css';

export function DetailList({ items, testId }: { items: [label: string, value: string | number | null | undefined][]; testId: string }) {
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

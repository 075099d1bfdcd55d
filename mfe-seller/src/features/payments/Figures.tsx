/** A row of labelled amounts (a statement's totals, a line's breakdown); the strong one stands out. */
import { rupees } from './money';
import styles from './payments.module.css';

export interface Figure {
  label: string;
  paise: number;
  strong?: boolean;
}

export function Figures({ items }: { items: Figure[] }) {
  return (
    <dl className={styles.figures}>
      {items.map((item) => (
        <div key={item.label} className={item.strong ? styles.strong : undefined}>
          <dt>{item.label}</dt>
          <dd>{rupees(item.paise)}</dd>
        </div>
      ))}
    </dl>
  );
}

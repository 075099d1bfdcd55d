import styles from './ui.module.css';

/** A clearly marked placeholder for a route whose feature is not delivered yet. */
export function Placeholder({ title, note }: { title: string; note?: string }) {
  return (
    <section className={styles.placeholder} data-testid="placeholder">
      <h1>{title}</h1>
      <p>{note ?? 'This screen is coming soon.'}</p>
    </section>
  );
}

/** Dashboard home: orders to ship, low-stock products and this month's sales. */
import styles from './dashboard.module.css';

export function DashboardHome() {
  return (
    <section aria-labelledby="dashboard-home-title">
      <h2 id="dashboard-home-title" className={styles.title}>
        Today at a glance
      </h2>
    </section>
  );
}

/** Shop by health concern. */
import { useGetHealthIssuesQuery } from '../catalogue/catalogue-api';
import styles from './home.module.css';

export function ConcernsSection() {
  const { data: issues = [] } = useGetHealthIssuesQuery();
  if (issues.length === 0) return null;
  return (
    <section aria-labelledby="home-concerns">
      <h2 id="home-concerns" className={styles.heading}>
        Shop by health concern
      </h2>
      <div className={styles.tiles}>
        {issues.map((issue) => (
          <div key={issue.id} className={styles.tile}>
            <img src={issue.image} alt="" width={80} height={80} loading="lazy" />
            <span>{issue.name}</span>
          </div>
        ))}
      </div>
    </section>
  );
}

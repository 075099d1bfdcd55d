/** Shop by health concern. */
import { useGetHealthIssuesQuery } from '../catalogue/catalogue-api';
import styles from './home.module.css';
import tileStyles from './tiles.module.css';
import { useLocalName, useTranslation } from 'shared-lib/i18n';
import { STOREFRONT_NS } from '../../i18n/texts';

export function ConcernsSection() {
  const { t } = useTranslation(STOREFRONT_NS);
  const { data: issues = [] } = useGetHealthIssuesQuery();
  const nameOf = useLocalName();
  if (issues.length === 0) return null;
  return (
    <section aria-labelledby="home-concerns">
      <h2 id="home-concerns" className={styles.heading}>
        {t('home.concerns')}
      </h2>
      <div className={tileStyles.tiles}>
        {issues.map((issue) => (
          <div key={issue.id} className={tileStyles.tile}>
            <img src={issue.image} alt="" width={80} height={80} loading="lazy" />
            <span>{nameOf(issue)}</span>
          </div>
        ))}
      </div>
    </section>
  );
}

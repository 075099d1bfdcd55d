/** The FAQs the site shows (status 1, filtered by the server). */
import { useGetFaqsQuery } from '../catalogue/catalogue-api';
import styles from './home.module.css';
import { useTranslation } from 'shared-lib/i18n';
import { STOREFRONT_NS } from '../../i18n/texts';

export function FaqSection() {
  const { t } = useTranslation(STOREFRONT_NS);
  const { data: faqs = [] } = useGetFaqsQuery();
  return (
    <section aria-labelledby="home-faq">
      <h2 id="home-faq" className={styles.heading}>
        {t('home.faq')}
      </h2>
      <div className={styles.faqs}>
        {faqs.map((faq) => (
          <details key={faq.id} className={styles.faq} data-testid="faq">
            <summary>{faq.question}</summary>
            <p>{faq.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}

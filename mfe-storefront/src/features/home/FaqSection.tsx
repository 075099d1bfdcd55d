/** The FAQs the site shows (status 1, filtered by the server). */
import { useGetFaqsQuery } from '../catalogue/catalogue-api';
import styles from './home.module.css';

export function FaqSection() {
  const { data: faqs = [] } = useGetFaqsQuery();
  return (
    <section aria-labelledby="home-faq">
      <h2 id="home-faq" className={styles.heading}>
        Frequently asked questions
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

import { Link } from 'react-router-dom';
import { formatRupees } from 'shared-lib/domain';
import styles from '../common/common.module.css';

const SAMPLES = [
  { name: 'Ayurvedic Immunity Booster', from: 399 },
  { name: 'Herbal Digestive Care', from: 199 },
  { name: 'Joint and Bone Support', from: 399 },
];
const CONCERNS = ['Energy and Vitality', "Women's Wellness", 'Covid-19 and Immunity', 'Dental/Oral', 'Eye'];

/** The static medicines landing page (route 'product'): placeholder content. */
export function MedicinesLanding() {
  return (
    <div className={styles.page}>
      <section className={styles.hero}>
        <h1>Ayurvedic Medicines</h1>
        <p>Classical formulations and modern remedies from trusted brands.</p>
        <Link className={styles.cta} to="/home/buy-medicine">
          Shop Now
        </Link>
      </section>
      <h2 className={styles.heading}>Popular picks</h2>
      <div className={styles.grid}>
        {SAMPLES.map((sample) => (
          <article key={sample.name} className={styles.card} data-testid="sample-card">
            <h3>{sample.name}</h3>
            <p>Starting at {formatRupees(sample.from)}</p>
          </article>
        ))}
      </div>
      <h2 className={styles.heading}>Shop by health concern</h2>
      <div className={styles.grid}>
        {CONCERNS.map((concern) => (
          <div key={concern} className={styles.tile} data-testid="concern-tile">
            {concern}
          </div>
        ))}
      </div>
    </div>
  );
}

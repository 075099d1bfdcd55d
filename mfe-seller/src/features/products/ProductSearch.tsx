/** Search by name or code (submitted, so typing does not send a request per key). */
import { useState } from 'react';
import formStyles from '../shared/forms.module.css';
import styles from './products.module.css';

export function ProductSearch({ initial, onSearch }: { initial: string; onSearch(text: string): void }) {
  const [text, setText] = useState(initial);
  return (
    <form
      role="search"
      className={styles.search}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <label htmlFor="product-search" className={formStyles.label}>
        Search your products
      </label>
      <div className={styles.searchRow}>
        <input id="product-search" type="search" className={formStyles.input} value={text} maxLength={100} placeholder="Name or code" onChange={(event) => setText(event.target.value)} />
        <button type="submit" className={formStyles.secondary}>
          Search
        </button>
      </div>
    </form>
  );
}

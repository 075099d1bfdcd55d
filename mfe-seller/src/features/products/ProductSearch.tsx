/** Search by name or code (submitted, so typing does not send a request per key). */
import { useState } from 'react';
import formStyles from '../shared/forms.module.css';
import styles from './products.module.css';
import { useTranslation } from 'shared-lib/i18n';
import { SELLER_NS } from '../../i18n/texts';

export function ProductSearch({ initial, onSearch }: { initial: string; onSearch(text: string): void }) {
  const { t } = useTranslation(SELLER_NS);
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
        {t('products.searchLabel')}
      </label>
      <div className={styles.searchRow}>
        <input id="product-search" type="search" className={formStyles.input} value={text} maxLength={100} placeholder={t('products.searchPlaceholder')} onChange={(event) => setText(event.target.value)} />
        <button type="submit" className={formStyles.secondary}>
          {t('products.search')}
        </button>
      </div>
    </form>
  );
}

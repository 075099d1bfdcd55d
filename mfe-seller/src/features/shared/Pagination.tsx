/** Previous / next over a paged list. */
import styles from './pagination.module.css';
import { useTranslation } from 'shared-lib/i18n';
import { SELLER_NS } from '../../i18n/texts';

interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPage(page: number): void;
  label?: string;
}

export function Pagination({ page, pageSize, total, onPage, label }: PaginationProps) {
  const { t } = useTranslation(SELLER_NS);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={label ?? t('pages.products')}>
      <button type="button" className={styles.pageButton} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pages.previous')}
      </button>
      <span aria-live="polite">
        {t('pages.pageOf', { page, pages })}
      </span>
      <button type="button" className={styles.pageButton} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('pages.next')}
      </button>
    </nav>
  );
}

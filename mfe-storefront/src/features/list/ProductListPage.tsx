import { useDeferredValue, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useLocalName, useMessages, useTranslation } from 'shared-lib/i18n';
import { STOREFRONT_NS } from '../../i18n/texts';
import { DEFAULT_PAGE_SIZE, PRICE_BANDS, RATING_FILTER, SORT_OPTIONS, type SortValue } from 'shared-lib/domain';
import { useGetParentCategoriesQuery } from 'shared-lib/store';
import { SpinnerOverlay } from 'shared-lib/ui';
import { useFilterProductsQuery, useGetBrandsQuery } from '../catalogue/catalogue-api';
import { ProductGrid } from './ProductGrid';
import { pageCount, parseListQuery, toFilter, toSearchParams, toggle, type ListQuery } from './list-query';
import styles from './list.module.css';

const NO_ITEMS: never[] = [];

export function ProductListPage() {
  const { t } = useTranslation(STOREFRONT_NS);
  const nameOf = useLocalName();
  const messages = useMessages();
  const { categoryId } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const query = parseListQuery(searchParams, categoryId);
  const { data, isFetching, isError } = useFilterProductsQuery(toFilter(query));
  const { data: parents = [] } = useGetParentCategoriesQuery();
  const { data: brands = [] } = useGetBrandsQuery();
  const [filtersOpen, setFiltersOpen] = useState(false);

  const update = (change: Partial<ListQuery>) => {
    // a new or cleared search is respelt and corrected again unless it asks otherwise
    const next = { ...query, page: 1, ...(change.search !== undefined ? { exact: false } : {}), ...change };
    // Category changes leave the category route: the query holds the whole selection.
    navigate({ pathname: '/home/buy-medicine', search: toSearchParams(next).toString() });
  };
  const items = data?.items ?? NO_ITEMS;
  // a new answer's cards render time-sliced (ProductGrid); the first answer's at once, in place of the cards the
  // boot script painted (an empty moment between them would shift the page)
  const deferredItems = useDeferredValue(items);
  const shownItems = deferredItems.length === 0 ? items : deferredItems;
  const total = data?.total ?? 0;
  const pages = pageCount(total, DEFAULT_PAGE_SIZE);

  return (
    <div className={styles.page}>
      <SpinnerOverlay visible={isFetching && !data} />
      <div className={styles.topRow}>
        <div>
          <h1 className={styles.title}>{messages.listTitle}</h1>
          <p className={styles.countLine} data-testid="product-count">
            {messages.listCount(total)}
          </p>
          {query.search && data?.search && (
            <p className={styles.searchNote} data-testid="search-correction">
              {t('list.showingFor')} <strong><em>{data.search.showing}</em></strong>
              <br />
              <button type="button" className={styles.linkButton} onClick={() => update({ search: query.search, exact: true })}>
                {t('list.insteadFor')} <em>{query.search}</em>
              </button>
            </p>
          )}
          {query.search && !data?.search && (
            <p className={styles.searchNote}>
              {t('list.resultsFor', { search: query.search })}{' '}
              <button type="button" className={styles.linkButton} onClick={() => update({ search: '' })}>
                {t('list.clearSearch')}
              </button>
            </p>
          )}
        </div>
        <div className={styles.controls}>
          <button type="button" className={styles.filtersButton} aria-expanded={filtersOpen} aria-controls="list-filters" onClick={() => setFiltersOpen((o) => !o)}>
            {t('list.filters')}
          </button>
          <label className={styles.sort}>
            <span>{t('list.sortBy')}</span>
            <select value={query.sort} onChange={(event) => update({ sort: Number(event.target.value) as SortValue })} aria-label={t('list.sortBy')}>
              {SORT_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {t(`list.sort.${option.value}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
      </div>
      <div className={styles.layout}>
        <aside id="list-filters" className={`${styles.sidebar} ${filtersOpen ? styles.sidebarOpen : ''}`} aria-label={t('list.filters')}>
          {/* first: a short group that stays in sight above the long category and brand lists */}
          <fieldset className={styles.group}>
            <legend>{t('list.rating')}</legend>
            <label className={styles.check}>
              <input type="checkbox" checked={query.minRating === RATING_FILTER.stars} onChange={() => update({ minRating: query.minRating ? 0 : RATING_FILTER.stars })} />
              {t('list.ratingFilter')}
            </label>
          </fieldset>
          <fieldset className={styles.group}>
            <legend>{t('list.categories')}</legend>
            {parents.map((parent) => (
              <div key={parent.id} className={styles.parent}>
                <p className={styles.parentName}>{nameOf(parent)}</p>
                {parent.categories.map((category) => (
                  <label key={category.id} className={styles.check}>
                    <input type="checkbox" checked={query.categories.includes(category.id)} onChange={() => update({ categories: toggle(query.categories, category.id) })} />
                    {nameOf(category)}
                  </label>
                ))}
              </div>
            ))}
          </fieldset>
          <fieldset className={styles.group}>
            <legend>{t('list.brands')}</legend>
            <div className={styles.scroll}>
              {brands.map((brand) => (
                <label key={brand.id} className={styles.check}>
                  <input type="checkbox" checked={query.brands.includes(brand.id)} onChange={() => update({ brands: toggle(query.brands, brand.id) })} />
                  {brand.name}
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset className={styles.group}>
            <legend>{t('list.price')}</legend>
            {PRICE_BANDS.map((band) => (
              <label key={band.id} className={styles.check}>
                <input type="checkbox" checked={query.bands.includes(band.id)} onChange={() => update({ bands: toggle(query.bands, band.id) })} />
                {t(`list.bands.${band.id as '500-1000'}`)}
              </label>
            ))}
          </fieldset>
          <fieldset className={styles.group}>
            <legend>{t('list.prescription')}</legend>
            <label className={styles.check}>
              <input type="checkbox" checked={Boolean(query.rxFree)} onChange={() => update({ rxFree: !query.rxFree })} />
              {t('list.rxFree')}
            </label>
          </fieldset>
          {(query.brands.length > 0 || query.categories.length > 0 || query.bands.length > 0 || query.minRating > 0 || query.rxFree) && (
            <button type="button" className={styles.linkButton} onClick={() => update({ brands: [], categories: [], bands: [], minRating: 0, rxFree: false })}>
              {t('list.clearFilters')}
            </button>
          )}
        </aside>
        <section className={styles.results} aria-live="polite" aria-busy={isFetching}>
          {isError && <p className={styles.empty}>{messages.noData}</p>}
          {!isFetching && !isError && shownItems.length === 0 && (
            <p className={styles.empty} data-testid="no-products">
              {messages.noProducts}
            </p>
          )}
          <ProductGrid items={shownItems} />
          {pages > 1 && (
            <nav className={styles.pager} aria-label={t('list.pages')}>
              <button type="button" disabled={query.page <= 1} onClick={() => update({ page: query.page - 1 })}>
                {t('list.previous')}
              </button>
              <span>
                {t('list.page', { page: Math.min(query.page, pages), pages })}
              </span>
              <button type="button" disabled={query.page >= pages} onClick={() => update({ page: query.page + 1 })}>
                {t('list.next')}
              </button>
            </nav>
          )}
        </section>
      </div>
    </div>
  );
}

/**
 * Payments in the seller dashboard (issue 33): the balance, what the next payout would pay and when, the
 * weekly statements (CSV and PDF), each order line's breakdown (value, GST, commission and its GST, TCS, TDS,
 * net), and for the house seller the monthly TCS report. Amounts arrive in paise and are shown in rupees.
 */
import { useState } from 'react';
import { useGetSellerProfileQuery } from 'shared-lib/store';
import { useGetSellerPaymentsQuery } from 'shared-lib/store/payouts';
import dashboardStyles from '../dashboard/dashboard.module.css';
import ordersStyles from '../orders/orders.module.css';
import { Pagination } from '../shared/Pagination';
import { LedgerEntryCard } from './LedgerEntryCard';
import { StatementRow } from './StatementRow';
import { TcsReportForm } from './TcsReportForm';
import { rupees, usePaymentsText } from './money';
import styles from './payments.module.css';

export const ENTRIES_PAGE_SIZE = 20;

export function PaymentsPage() {
  const [page, setPage] = useState(1);
  const { data, isFetching, isError } = useGetSellerPaymentsQuery({ page, pageSize: ENTRIES_PAGE_SIZE }, { refetchOnMountOrArgChange: true });
  const { data: profile } = useGetSellerProfileQuery();
  const { t, date } = usePaymentsText();
  return (
    <section aria-labelledby="payments-title">
      <h2 id="payments-title" className={dashboardStyles.title}>
        {t('payments.title')}
      </h2>
      {isError ? (
        <p className={ordersStyles.failure} role="alert">
          {t('payments.failed')}
        </p>
      ) : null}
      <dl className={dashboardStyles.cards} aria-busy={!data && !isError}>
        <div className={dashboardStyles.countCard} data-testid="payments-balance">
          <dt className={dashboardStyles.countLabel}>{t('payments.balance')}</dt>
          <dd className={`${dashboardStyles.countValue} ${data && data.balance_paise < 0 ? styles.negative : ''}`}>{data ? rupees(data.balance_paise) : '…'}</dd>
        </div>
        <div className={dashboardStyles.countCard} data-testid="payments-next-amount">
          <dt className={dashboardStyles.countLabel}>{t('payments.dueNext')}</dt>
          <dd className={dashboardStyles.countValue}>{data ? rupees(data.payable_next_paise) : '…'}</dd>
        </div>
        <div className={dashboardStyles.countCard} data-testid="payments-next-date">
          <dt className={dashboardStyles.countLabel}>{t('payments.nextPayout')}</dt>
          <dd className={dashboardStyles.countValue}>{data ? date(data.next_payout_at) : '…'}</dd>
        </div>
      </dl>
      <p className={ordersStyles.meta}>{t('payments.rule')}</p>

      {profile?.is_house ? <TcsReportForm /> : null}

      <h3 className={styles.heading}>{t('payments.statements')}</h3>
      <div className={ordersStyles.list} aria-busy={isFetching}>
        {data?.statements.map((statement) => (
          <StatementRow key={statement.id} statement={statement} />
        ))}
        {data && !data.statements.length ? <p className={ordersStyles.empty}>{t('payments.noStatement')}</p> : null}
      </div>

      <h3 className={styles.heading}>{t('payments.lines')}</h3>
      <div className={ordersStyles.list} aria-busy={isFetching}>
        {data?.entries.map((entry) => (
          <LedgerEntryCard key={entry.id} entry={entry} />
        ))}
        {data && !data.entries.length ? <p className={ordersStyles.empty}>{t('payments.noLines')}</p> : null}
      </div>
      {data ? <Pagination page={page} pageSize={ENTRIES_PAGE_SIZE} total={data.entries_total} onPage={setPage} label={t('payments.linePages')} /> : null}
      <p className={styles.footnote}>{t('payments.footnote')}</p>
    </section>
  );
}

/** One seller registration for the house seller (issue 33): the facts to check, the PAN image, and the decision. */
import { type FormEvent, useEffect, useState } from 'react';
import type { SellerForReview } from 'shared-lib/contract';
import { formatDate, SELLER_DECISION_FROM, SELLER_REASON_MAX, sellerDecisionReason, SELLER_VERIFICATION_MESSAGES as V } from 'shared-lib/domain';
import { errorMessage } from 'shared-lib/http';
import { currentLanguage, useTranslation } from 'shared-lib/i18n';
import { fetchPanImageUrl, useDecideSellerMutation } from 'shared-lib/store';
import { notify } from 'shared-lib/ui';
import { SELLER_NS } from '../../i18n/texts';
import formStyles from '../shared/forms.module.css';
import styles from './sellers.module.css';

/** A stored UTC time ('2026-03-05 10:00:00' or ISO) as an India date in the language on screen. */
const indiaDate = (iso: string) => formatDate(new Date(iso.includes('T') ? iso : `${iso.replace(' ', 'T')}Z`), 'date', currentLanguage());

function Fact({ label, value }: { label: string; value: string | null }) {
  const { t } = useTranslation(SELLER_NS);
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd>{value && value.trim() ? value : <span className={styles.missing}>{t('sellers.notGiven')}</span>}</dd>
    </div>
  );
}

export function SellerReviewCard({ seller }: { seller: SellerForReview }) {
  const { t } = useTranslation(SELLER_NS);
  const [decide, { isLoading }] = useDecideSellerMutation();
  const [reason, setReason] = useState('');
  const [panUrl, setPanUrl] = useState<string | null>(null);
  useEffect(() => () => (panUrl ? URL.revokeObjectURL(panUrl) : undefined), [panUrl]);
  const status = seller.verification_status;
  const may = (decision: 'approve' | 'reject' | 'suspend') => SELLER_DECISION_FROM[decision].includes(status);
  const run = async (decision: 'approve' | 'reject' | 'suspend') => {
    if (decision !== 'approve' && sellerDecisionReason(decision, reason) === false) {
      notify.error(V.reasonRequired);
      return;
    }
    try {
      const done = await decide({ id: seller.id, decision, ...(decision === 'approve' ? {} : { reason }) }).unwrap();
      notify.success(done.message);
      setReason('');
    } catch (caught) {
      notify.error(errorMessage(caught));
    }
  };
  const submit = (event: FormEvent) => event.preventDefault();
  const showPan = () =>
    void fetchPanImageUrl(seller.id)
      .then(setPanUrl)
      .catch((caught) => notify.error(errorMessage(caught)));
  const licensed = seller.sells_prescription_classes || seller.drug_licence_number || seller.pharmacist_name;
  return (
    <article className={styles.card} data-testid="seller-review" aria-label={t('sellers.card', { name: seller.company_name })}>
      <div className={styles.top}>
        <h3 className={styles.name}>{seller.company_name}</h3>
        <span className={`${styles.status} ${styles[status]}`}>{t(`sellers.status_${status}`)}</span>
      </div>
      <p className={styles.meta}>
        {t('sellers.meta', { type: seller.company_type, date: indiaDate(seller.registered_at), count: seller.products })}
      </p>
      <dl className={styles.facts}>
        <Fact label={t('sellers.gstin')} value={seller.gst_number} />
        <Fact label={t('sellers.pan')} value={seller.pan_number} />
        <Fact label={t('sellers.regdNo')} value={seller.company_regd_no} />
        <Fact label={t('sellers.contact')} value={`${seller.contact_name} · ${seller.phone}`} />
        <Fact label={t('sellers.email')} value={seller.email} />
        <Fact label={t('sellers.address')} value={[seller.office_address, seller.city_name, `${seller.state_name} ${seller.postal_code}`].filter((p) => p.trim()).join(', ')} />
        {licensed ? (
          <>
            <Fact label={t('sellers.drugLicence')} value={seller.drug_licence_number} />
            <Fact label={t('sellers.pharmacist')} value={[seller.pharmacist_name, seller.pharmacist_registration].filter(Boolean).join(' · ') || null} />
          </>
        ) : null}
      </dl>
      {seller.sells_prescription_classes ? <p className={styles.note}>{t('sellers.rxNote')}</p> : null}
      {seller.verification_reason ? <p className={styles.reason}>{t('sellers.reasonGiven', { reason: seller.verification_reason })}</p> : null}
      <div className={styles.pan}>
        {panUrl ? (
          <img src={panUrl} alt={t('sellers.panAlt', { name: seller.company_name })} className={styles.panImage} />
        ) : seller.has_pan_image ? (
          <button type="button" className={formStyles.secondary} onClick={showPan}>
            {t('sellers.showPan')}
          </button>
        ) : (
          <p className={styles.missing}>{t('sellers.noPan')}</p>
        )}
      </div>
      {may('approve') || may('reject') || may('suspend') ? (
        <form className={styles.actions} onSubmit={submit}>
          {may('reject') || may('suspend') ? (
            <label className={styles.reasonField}>
              <span>{t('sellers.reason')}</span>
              <textarea value={reason} maxLength={SELLER_REASON_MAX} rows={2} onChange={(event) => setReason(event.target.value)} />
            </label>
          ) : null}
          <div className={styles.buttons}>
            {may('approve') ? (
              <button type="button" className={formStyles.primary} disabled={isLoading} onClick={() => void run('approve')}>
                {t('sellers.approve')}
              </button>
            ) : null}
            {may('reject') ? (
              <button type="button" className={formStyles.secondary} disabled={isLoading} onClick={() => void run('reject')}>
                {t('sellers.reject')}
              </button>
            ) : null}
            {may('suspend') ? (
              <button type="button" className={formStyles.secondary} disabled={isLoading} onClick={() => void run('suspend')}>
                {t('sellers.suspend')}
              </button>
            ) : null}
          </div>
        </form>
      ) : null}
    </article>
  );
}

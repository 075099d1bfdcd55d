/** One seller registration for the house seller (issue 33): the facts to check, the PAN image, and the decision. */
import { type FormEvent, useEffect, useState } from 'react';
import type { SellerForReview } from 'shared-lib/contract';
import { SELLER_DECISION_FROM, SELLER_REASON_MAX, SELLER_VERIFICATION_LABELS, sellerDecisionReason, SELLER_VERIFICATION_MESSAGES as V } from 'shared-lib/domain';
import { errorMessage } from 'shared-lib/http';
import { fetchPanImageUrl, useDecideSellerMutation } from 'shared-lib/store';
import { notify } from 'shared-lib/ui';
import formStyles from '../shared/forms.module.css';
import styles from './sellers.module.css';

const indiaDate = (iso: string) => new Date(iso.includes('T') ? iso : `${iso.replace(' ', 'T')}Z`).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

function Fact({ label, value }: { label: string; value: string | null }) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd>{value && value.trim() ? value : <span className={styles.missing}>not given</span>}</dd>
    </div>
  );
}

export function SellerReviewCard({ seller }: { seller: SellerForReview }) {
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
    <article className={styles.card} data-testid="seller-review" aria-label={`Seller ${seller.company_name}`}>
      <div className={styles.top}>
        <h3 className={styles.name}>{seller.company_name}</h3>
        <span className={`${styles.status} ${styles[status]}`}>{SELLER_VERIFICATION_LABELS[status]}</span>
      </div>
      <p className={styles.meta}>
        {seller.company_type} · registered {indiaDate(seller.registered_at)} · {seller.products} product{seller.products === 1 ? '' : 's'}
      </p>
      <dl className={styles.facts}>
        <Fact label="GSTIN" value={seller.gst_number} />
        <Fact label="PAN" value={seller.pan_number} />
        <Fact label="Registration no." value={seller.company_regd_no} />
        <Fact label="Contact" value={`${seller.contact_name} · ${seller.phone}`} />
        <Fact label="E-mail" value={seller.email} />
        <Fact label="Address" value={[seller.office_address, seller.city_name, `${seller.state_name} ${seller.postal_code}`].filter((p) => p.trim()).join(', ')} />
        {licensed ? (
          <>
            <Fact label="Drug licence" value={seller.drug_licence_number} />
            <Fact label="Pharmacist" value={[seller.pharmacist_name, seller.pharmacist_registration].filter(Boolean).join(' · ') || null} />
          </>
        ) : null}
      </dl>
      {seller.sells_prescription_classes ? <p className={styles.note}>Sells prescription medicines: check the drug licence and the pharmacist before approving.</p> : null}
      {seller.verification_reason ? <p className={styles.reason}>Reason given: {seller.verification_reason}</p> : null}
      <div className={styles.pan}>
        {panUrl ? (
          <img src={panUrl} alt={`PAN card of ${seller.company_name}`} className={styles.panImage} />
        ) : seller.has_pan_image ? (
          <button type="button" className={formStyles.secondary} onClick={showPan}>
            Show PAN image
          </button>
        ) : (
          <p className={styles.missing}>No PAN image</p>
        )}
      </div>
      {may('approve') || may('reject') || may('suspend') ? (
        <form className={styles.actions} onSubmit={submit}>
          {may('reject') || may('suspend') ? (
            <label className={styles.reasonField}>
              <span>Reason (mailed to the seller; needed to reject or suspend)</span>
              <textarea value={reason} maxLength={SELLER_REASON_MAX} rows={2} onChange={(event) => setReason(event.target.value)} />
            </label>
          ) : null}
          <div className={styles.buttons}>
            {may('approve') ? (
              <button type="button" className={formStyles.primary} disabled={isLoading} onClick={() => void run('approve')}>
                Approve
              </button>
            ) : null}
            {may('reject') ? (
              <button type="button" className={formStyles.secondary} disabled={isLoading} onClick={() => void run('reject')}>
                Reject
              </button>
            ) : null}
            {may('suspend') ? (
              <button type="button" className={formStyles.secondary} disabled={isLoading} onClick={() => void run('suspend')}>
                Suspend
              </button>
            ) : null}
          </div>
        </form>
      ) : null}
    </article>
  );
}

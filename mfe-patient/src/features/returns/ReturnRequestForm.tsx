/**
 * Request a return (issue 33): how many of each returnable line, a reason from the list, the unopened
 * confirmation when the reason needs it, optional photos (PNG or JPEG, checked again by the server), and for a
 * pay-on-delivery order where the refund goes (UPI id, or bank account and IFSC, checked by format).
 */
import { useState, type FormEvent } from 'react';
import type { OrderReturns, ReturnRequestBody } from 'shared-lib/contract';
import { imageFileError } from 'shared-lib/domain';
import { refundAccountProblem, RETURN_MESSAGES, RETURN_PHOTOS_MAX, RETURN_REASON_LABELS, RETURN_REASONS, type ReturnReasonCode } from 'shared-lib/domain/returns';
import { errorMessage } from 'shared-lib/http';
import { localizeText, useDomainTexts, useTranslation } from 'shared-lib/i18n';
import { useAddReturnPhotosMutation, useRequestReturnMutation } from 'shared-lib/store/returns';
import { formStyles, notify } from 'shared-lib/ui';
import { PATIENT_NS } from '../../i18n/texts';
import styles from './Returns.module.css';

type RefundKind = 'upi' | 'bank';

export function ReturnRequestForm({ data, onDone }: { data: OrderReturns; onDone(): void }) {
  const { t } = useTranslation(PATIENT_NS);
  const M = useDomainTexts('returns', RETURN_MESSAGES);
  const reasonLabels = useDomainTexts('returnReason', RETURN_REASON_LABELS);
  const returnable = data.lines.filter((l) => l.returnable_quantity > 0);
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [reason, setReason] = useState<ReturnReasonCode | ''>('');
  const [sealed, setSealed] = useState(false);
  const [note, setNote] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [kind, setKind] = useState<RefundKind>('upi');
  const [account, setAccount] = useState({ upi_id: '', account_number: '', ifsc: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const [request, { isLoading }] = useRequestReturnMutation();
  const [addPhotos] = useAddReturnPhotosMutation();
  const needsSealed = RETURN_REASONS.find((r) => r.code === reason)?.sealed ?? false;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const lines = Object.entries(quantities).filter(([, q]) => q > 0).map(([id, quantity]) => ({ order_detail_id: Number(id), quantity }));
    const refund = kind === 'upi' ? { upi_id: account.upi_id.trim() } : { account_number: account.account_number, ifsc: account.ifsc.trim().toUpperCase() };
    const found = !lines.length ? M.noLines : !reason ? M.reasonUnknown : needsSealed && !sealed ? M.mustBeSealed : data.refund_needs_account ? refundAccountProblem(refund) : null;
    const fileProblem = files.map((f) => imageFileError(f)).find(Boolean);
    const photoProblem = files.length > RETURN_PHOTOS_MAX ? M.tooManyPhotos : fileProblem;
    const shown = found ?? photoProblem;
    setProblem(shown ? localizeText(shown) : null);
    if (found || photoProblem || !reason) return;
    const body: ReturnRequestBody = { lines, reason, sealed, note: note.trim(), ...(data.refund_needs_account ? refund : {}) };
    try {
      const answer = await request({ uniqueId: data.unique_id, body }).unwrap();
      if (files.length) for (const ret of answer.data) await addPhotos({ id: ret.id, files }).unwrap();
      notify.success(answer.message);
      onDone();
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} aria-label={t('returns.formLabel')} noValidate>
      {returnable.map((line) => (
        <div key={line.order_detail_id} className={styles.lineRow}>
          <span className={styles.lineName}>
            {line.name} <span className={styles.muted}>{t('returns.upTo', { count: line.returnable_quantity })}</span>
          </span>
          <label>
            <span className={styles.muted}>{t('returns.quantity')}</span>
            <input
              className={`${formStyles.input} ${styles.qty}`}
              type="number"
              min={0}
              max={line.returnable_quantity}
              value={quantities[line.order_detail_id] ?? 0}
              onChange={(e) => setQuantities({ ...quantities, [line.order_detail_id]: Math.max(0, Math.min(line.returnable_quantity, Number(e.target.value) || 0)) })}
              aria-label={t('returns.quantityOf', { name: line.name })}
            />
          </label>
        </div>
      ))}
      <label>
        {t('returns.reason')}
        <select className={formStyles.input} value={reason} onChange={(e) => setReason(e.target.value as ReturnReasonCode)} name="reason">
          <option value="">{t('returns.selectReason')}</option>
          {RETURN_REASONS.map((r) => (
            <option key={r.code} value={r.code}>
              {reasonLabels[r.code]}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.check}>
        <input type="checkbox" checked={sealed} onChange={(e) => setSealed(e.target.checked)} name="sealed" />
        <span>{needsSealed ? t('returns.sealedRequired') : t('returns.sealed')}</span>
      </label>
      <label>
        {t('returns.note')}
        <textarea className={formStyles.input} value={note} maxLength={500} rows={2} onChange={(e) => setNote(e.target.value)} name="note" />
      </label>
      <label>
        {t('returns.photos', { max: RETURN_PHOTOS_MAX })}
        <input className={formStyles.fileInput} type="file" accept="image/png,image/jpeg" multiple onChange={(e) => setFiles([...(e.target.files ?? [])])} name="photos" />
      </label>
      {data.refund_needs_account ? (
        <fieldset className={styles.form}>
          <legend>{t('returns.refundWhere')}</legend>
          <div className={styles.buttons} role="radiogroup" aria-label={t('returns.refundTo')}>
            <label className={styles.check}>
              <input type="radio" name="refund-kind" checked={kind === 'upi'} onChange={() => setKind('upi')} /> {t('returns.upi')}
            </label>
            <label className={styles.check}>
              <input type="radio" name="refund-kind" checked={kind === 'bank'} onChange={() => setKind('bank')} /> {t('returns.bankAccount')}
            </label>
          </div>
          {kind === 'upi' ? (
            <label>
              {t('returns.upi')}
              <input className={formStyles.input} type="text" name="upi_id" placeholder={t('returns.upiExample')} value={account.upi_id} onChange={(e) => setAccount({ ...account, upi_id: e.target.value })} />
            </label>
          ) : (
            <>
              <label>
                {t('returns.accountNumber')}
                <input className={formStyles.input} type="text" inputMode="numeric" name="account_number" value={account.account_number} onChange={(e) => setAccount({ ...account, account_number: e.target.value })} />
              </label>
              <label>
                {t('returns.ifsc')}
                <input className={formStyles.input} type="text" name="ifsc" placeholder={t('returns.ifscExample')} value={account.ifsc} onChange={(e) => setAccount({ ...account, ifsc: e.target.value })} />
              </label>
            </>
          )}
        </fieldset>
      ) : (
        <p className={styles.muted}>{t('returns.refundOriginal')}</p>
      )}
      {problem ? (
        <p className={formStyles.error} role="alert">
          {problem}
        </p>
      ) : null}
      <div className={styles.buttons}>
        <button type="submit" className={formStyles.primary} disabled={isLoading}>
          {t('returns.send')}
        </button>
        <button type="button" className={formStyles.secondary} onClick={onDone}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}

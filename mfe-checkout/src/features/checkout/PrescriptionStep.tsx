/**
 * The "Prescription required" step (issue 28), before the address when the cart holds a prescription
 * medicine: upload (1..3 jpg, png or pdf), reuse an approved prescription still valid, use an e-prescription
 * of one of the patient's consultations, or consult a doctor. A guest is asked to log in, and told why.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatDate, RX_MESSAGES, RX_UPLOAD_LIMITS } from 'shared-lib/domain';
import { errorMessage } from 'shared-lib/http';
import { useGetMyRxDocumentsQuery, useUploadPrescriptionMutation, useUseEprescriptionMutation } from 'shared-lib/store';
import { notify } from 'shared-lib/ui';
import styles from './checkout.module.css';
import { currentLanguage, useDomainTexts, useTranslation } from 'shared-lib/i18n';
import { CHECKOUT_NS } from '../../i18n/texts';

const when = (iso: string) => formatDate(iso, 'date', currentLanguage());

export function PrescriptionStep({ guest, documentId, onChosen }: { guest: boolean; documentId: number | null; onChosen: (id: number | null, label: string) => void }) {
  const { t } = useTranslation(CHECKOUT_NS);
  const rx = useDomainTexts('rx', RX_MESSAGES);
  const { data: mine } = useGetMyRxDocumentsQuery(undefined, { skip: guest });
  const [upload, uploading] = useUploadPrescriptionMutation();
  const [takeEprescription, using] = useUseEprescriptionMutation();
  const [files, setFiles] = useState<File[]>([]);
  const [chosenLabel, setChosenLabel] = useState('');

  const choose = (id: number, label: string) => {
    setChosenLabel(label);
    onChosen(id, label);
  };
  const sendFiles = async () => {
    try {
      const document = await upload(files).unwrap();
      choose(document.id, t('rx.filesUploaded', { count: document.files.length }));
      notify.success(RX_MESSAGES.uploaded);
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };
  const pickEprescription = async (id: number, label: string) => {
    try {
      const document = await takeEprescription(id).unwrap();
      choose(document.id, label);
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  return (
    <section className={styles.card} aria-labelledby="rx-title" data-testid="rx-step">
      <h2 id="rx-title" className={styles.cardTitle}>
        {rx.stepTitle}
      </h2>
      <p className={styles.rxIntro}>{rx.stepIntro}</p>
      {guest ? (
        <p className={styles.rxGuest} role="alert">
          {rx.guestMustLogIn}{' '}
          <Link to="/patient/login" className={styles.buttonSecondary}>
            {t('rx.logIn')}
          </Link>
        </p>
      ) : (
        <>
          {documentId !== null && (
            <p className={styles.rxChosen} data-testid="rx-chosen">
              {t('rx.ready', { label: chosenLabel })}{' '}
              <button type="button" className={styles.buttonGhost} onClick={() => onChosen(null, '')}>
                {t('rx.change')}
              </button>
            </p>
          )}
          {documentId === null && (
            <div className={styles.rxOptions}>
              <div className={styles.rxOption}>
                <label htmlFor="rx-files">{t('rx.uploadLabel', { max: RX_UPLOAD_LIMITS.filesMax })}</label>
                <input id="rx-files" type="file" accept="image/jpeg,image/png,application/pdf" multiple onChange={(event) => setFiles(Array.from(event.target.files ?? []).slice(0, RX_UPLOAD_LIMITS.filesMax))} />
                <button type="button" className={styles.buttonSecondary} disabled={!files.length || uploading.isLoading} onClick={() => void sendFiles()}>
                  {t('rx.upload')}
                </button>
              </div>
              {mine && mine.approved.length > 0 && (
                <div className={styles.rxOption}>
                  <p>{t('rx.approvedBefore')}</p>
                  {mine.approved.map((document) => (
                    <button key={document.id} type="button" className={styles.buttonSecondary} onClick={() => choose(document.id, t('rx.approvedOf', { date: when(document.created_at) }))}>
                      {t('rx.prescriptionOf', { date: when(document.created_at), until: when(document.valid_until) })}
                    </button>
                  ))}
                </div>
              )}
              {mine && mine.eprescriptions.length > 0 && (
                <div className={styles.rxOption}>
                  <p>{t('rx.useEprescription')}</p>
                  {mine.eprescriptions.map((e) => (
                    <button key={e.id} type="button" className={styles.buttonSecondary} disabled={using.isLoading} onClick={() => void pickEprescription(e.id, t('rx.eprescriptionBy', { doctor: e.doctor_name }))}>
                      {e.doctor_name}, {when(e.issued_at)}: {e.medicines.join(', ')}
                    </button>
                  ))}
                </div>
              )}
              <div className={styles.rxOption}>
                <p>{t('rx.noneYet')}</p>
                <Link to="/doctors" className={styles.buttonSecondary}>
                  {rx.consultDoctor}
                </Link>
              </div>
            </div>
          )}
        </>
      )}
    </section>
  );
}

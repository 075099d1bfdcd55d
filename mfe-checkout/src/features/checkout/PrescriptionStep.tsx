/**
 * The "Prescription required" step (issue 28), before the address when the cart holds a prescription
 * medicine: upload (1..3 jpg, png or pdf), reuse an approved prescription still valid, use an e-prescription
 * of one of the patient's consultations, or consult a doctor. A guest is asked to log in, and told why.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { RX_MESSAGES, RX_UPLOAD_LIMITS } from 'shared-lib/domain';
import { errorMessage } from 'shared-lib/http';
import { useGetMyRxDocumentsQuery, useUploadPrescriptionMutation, useUseEprescriptionMutation } from 'shared-lib/store';
import { notify } from 'shared-lib/ui';
import styles from './checkout.module.css';

const when = (iso: string) => new Date(iso).toLocaleDateString('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', year: 'numeric' });

export function PrescriptionStep({ guest, documentId, onChosen }: { guest: boolean; documentId: number | null; onChosen: (id: number | null, label: string) => void }) {
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
      choose(document.id, `${document.files.length} file(s) uploaded`);
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
        {RX_MESSAGES.stepTitle}
      </h2>
      <p className={styles.rxIntro}>{RX_MESSAGES.stepIntro}</p>
      {guest ? (
        <p className={styles.rxGuest} role="alert">
          {RX_MESSAGES.guestMustLogIn}{' '}
          <Link to="/patient/login" className={styles.buttonSecondary}>
            Log in
          </Link>
        </p>
      ) : (
        <>
          {documentId !== null && (
            <p className={styles.rxChosen} data-testid="rx-chosen">
              ✓ Prescription ready: {chosenLabel}{' '}
              <button type="button" className={styles.buttonGhost} onClick={() => onChosen(null, '')}>
                Change
              </button>
            </p>
          )}
          {documentId === null && (
            <div className={styles.rxOptions}>
              <div className={styles.rxOption}>
                <label htmlFor="rx-files">Upload your prescription (jpg, png or pdf; up to {RX_UPLOAD_LIMITS.filesMax} files of 10 MB)</label>
                <input id="rx-files" type="file" accept="image/jpeg,image/png,application/pdf" multiple onChange={(event) => setFiles(Array.from(event.target.files ?? []).slice(0, RX_UPLOAD_LIMITS.filesMax))} />
                <button type="button" className={styles.buttonSecondary} disabled={!files.length || uploading.isLoading} onClick={() => void sendFiles()}>
                  Upload prescription
                </button>
              </div>
              {mine && mine.approved.length > 0 && (
                <div className={styles.rxOption}>
                  <p>Use a prescription approved before</p>
                  {mine.approved.map((document) => (
                    <button key={document.id} type="button" className={styles.buttonSecondary} onClick={() => choose(document.id, `approved prescription of ${when(document.created_at)}`)}>
                      Prescription of {when(document.created_at)} (valid until {when(document.valid_until)})
                    </button>
                  ))}
                </div>
              )}
              {mine && mine.eprescriptions.length > 0 && (
                <div className={styles.rxOption}>
                  <p>Use an e-prescription from your consultation</p>
                  {mine.eprescriptions.map((e) => (
                    <button key={e.id} type="button" className={styles.buttonSecondary} disabled={using.isLoading} onClick={() => void pickEprescription(e.id, `e-prescription by ${e.doctor_name}`)}>
                      {e.doctor_name}, {when(e.issued_at)}: {e.medicines.join(', ')}
                    </button>
                  ))}
                </div>
              )}
              <div className={styles.rxOption}>
                <p>No prescription yet?</p>
                <Link to="/doctors" className={styles.buttonSecondary}>
                  {RX_MESSAGES.consultDoctor}
                </Link>
              </div>
            </div>
          )}
        </>
      )}
    </section>
  );
}

/** The newsletter confirmation link's page: one button (a mail scanner that opens links confirms nothing). */
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { errorMessage } from 'shared-lib/http';
import { useConfirmSubscriptionMutation } from 'shared-lib/store';
import styles from '../auth/LoginPage.module.css';
import { useTranslation } from 'shared-lib/i18n';
import { SHELL_NS } from '../i18n/texts';

export function NewsletterConfirmPage() {
  const { t } = useTranslation(SHELL_NS);
  const { token = '' } = useParams();
  const [confirm, { isLoading }] = useConfirmSubscriptionMutation();
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  const submit = async () => {
    try {
      setAnswer({ ok: true, text: await confirm({ token }).unwrap() });
    } catch (error) {
      setAnswer({ ok: false, text: errorMessage(error) });
    }
  };
  return (
    <section className={styles.wrapper}>
      <div className={styles.card}>
        <h1>{t('newsletterPage.title')}</h1>
        {answer ? (
          <p className={answer.ok ? styles.notice : styles.inlineError} role={answer.ok ? 'status' : 'alert'}>
            {answer.text}
          </p>
        ) : (
          <>
            <p className={styles.lead}>{t('newsletterPage.lead')}</p>
            <button type="button" className={styles.submit} disabled={isLoading} onClick={() => void submit()}>
              {t('newsletterPage.confirm')}
            </button>
          </>
        )}
        <div className={`${styles.links} ${styles.after}`}>
          <Link to="/home">{t('newsletterPage.back')}</Link>
        </div>
      </div>
    </section>
  );
}

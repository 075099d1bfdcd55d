import { type FormEvent, useEffect, useState } from 'react';
import { TIMINGS } from 'shared-lib/domain/core';
import { errorMessage } from 'shared-lib/http';
import { useSubscribeMutation } from 'shared-lib/store';
import { useMessages, useTranslation } from 'shared-lib/i18n';
import { SHELL_NS } from '../i18n/texts';
import styles from './Layout.module.css';

/** Subscribe (RTK Query, shared-lib/store/newsletter): success message shown then cleared after 2 s, field emptied; failure shows the server's message. */
export function Newsletter() {
  const { t } = useTranslation(SHELL_NS);
  const messages = useMessages();
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);
  const [subscribe, { isLoading: busy }] = useSubscribeMutation();

  useEffect(() => {
    if (!message?.ok) return undefined;
    const timer = window.setTimeout(() => setMessage(null), TIMINGS.newsletterMessage);
    return () => window.clearTimeout(timer);
  }, [message]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return;
    try {
      const text = await subscribe({ email: email.trim() }).unwrap();
      setEmail('');
      setMessage({ text, ok: true });
    } catch (error) {
      setMessage({ text: errorMessage(error), ok: false });
    }
  };

  return (
    <form className={styles.newsletter} onSubmit={submit} aria-labelledby="newsletter-title">
      <p className={styles.footerHeading} id="newsletter-title">
        {t('footer.newsletter')}
      </p>
      <p className={styles.newsletterNote}>{t('footer.newsletterNote')}</p>
      <div className={styles.newsletterRow}>
        <label htmlFor="newsletter-email" className="visually-hidden">
          {t('footer.newsletterEmail')}
        </label>
        <input
          id="newsletter-email"
          type="email"
          required
          placeholder={messages.newsletterPlaceholder}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button type="submit" disabled={busy}>
          {t('footer.subscribe')}
        </button>
      </div>
      <p className={message?.ok ? styles.newsletterOk : styles.newsletterError} role="status" data-testid="newsletter-message">
        {message?.text}
      </p>
    </form>
  );
}

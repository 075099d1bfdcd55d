import { type FormEvent, useEffect, useState } from 'react';
import { MESSAGES, TIMINGS } from 'shared-lib/domain/core';
import { errorMessage } from 'shared-lib/http';
import { useSubscribeMutation } from 'shared-lib/store';
import styles from './Layout.module.css';

/** Subscribe (RTK Query, shared-lib/store/newsletter): success message shown then cleared after 2 s, field emptied; failure shows the server's message. */
export function Newsletter() {
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
        Newsletter
      </p>
      <p className={styles.newsletterNote}>Health tips and offers, once a month.</p>
      <div className={styles.newsletterRow}>
        <label htmlFor="newsletter-email" className="visually-hidden">
          Email for the newsletter
        </label>
        <input
          id="newsletter-email"
          type="email"
          required
          placeholder={MESSAGES.newsletterPlaceholder}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button type="submit" disabled={busy}>
          Subscribe
        </button>
      </div>
      <p className={message?.ok ? styles.newsletterOk : styles.newsletterError} role="status" data-testid="newsletter-message">
        {message?.text}
      </p>
    </form>
  );
}

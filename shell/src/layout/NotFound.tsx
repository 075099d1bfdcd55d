import { Link } from 'react-router-dom';
import { useMessages, useTranslation } from 'shared-lib/i18n';
import { SHELL_NS } from '../i18n/texts';
import styles from './Layout.module.css';

export function NotFound() {
  const { t } = useTranslation(SHELL_NS);
  const messages = useMessages();
  return (
    <section className={styles.notFound}>
      <h1>{messages.noData}</h1>
      <p>{t('notFound.text')}</p>
      <Link to="/home">{t('notFound.back')}</Link>
    </section>
  );
}

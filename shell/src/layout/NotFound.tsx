import { Link } from 'react-router-dom';
import { MESSAGES } from 'shared-lib/domain/core';
import styles from './Layout.module.css';

export function NotFound() {
  return (
    <section className={styles.notFound}>
      <h1>{MESSAGES.noData}</h1>
      <p>The page you opened does not exist.</p>
      <Link to="/home">Back to home</Link>
    </section>
  );
}

import { useGetContactUsQuery } from 'shared-lib/store';
import styles from './Header.module.css';

/** The top bar's phone and e-mail, once the shop's contact details have arrived. */
export function HeaderContact() {
  const { data: contact } = useGetContactUsQuery();
  if (!contact) return null;
  return (
    <span className={styles.contact} data-testid="header-contact">
      <a href={`tel:${contact.phone}`}>☎ {contact.phone}</a>
      <a href={`mailto:${contact.email}`}>✉ {contact.email}</a>
    </span>
  );
}

import type { PatientAddress } from 'shared-lib/contract';
import type { AddressLines } from 'shared-lib/domain';
import styles from './checkout.module.css';
import { useTranslation } from 'shared-lib/i18n';
import { CHECKOUT_NS } from '../../i18n/texts';

export function parseAddress(address: PatientAddress): AddressLines {
  try {
    const parsed = JSON.parse(address.address) as Partial<AddressLines>;
    return { address_line_1: parsed.address_line_1 ?? '', address_line_2: parsed.address_line_2 ?? '', pincode: parsed.pincode ?? address.pincode };
  } catch {
    return { address_line_1: address.address, address_line_2: '', pincode: address.pincode };
  }
}

interface Props {
  addresses: PatientAddress[];
  /** the patient's name: every saved address delivers to the account's holder */
  recipient: string;
  selectedId: number | null;
  onSelect(id: number): void;
}

export function AddressCards({ addresses, recipient, selectedId, onSelect }: Props) {
  const { t } = useTranslation(CHECKOUT_NS);
  return (
    <div className={styles.addressGrid} role="radiogroup" aria-label={t('address.saved')}>
      {addresses.map((address) => {
        const lines = parseAddress(address);
        const selected = address.id === selectedId;
        return (
          <button
            key={address.id}
            type="button"
            role="radio"
            aria-checked={selected}
            className={`${styles.addressCard} ${selected ? styles.addressSelected : ''}`}
            onClick={() => onSelect(address.id)}
            data-testid="address-card"
          >
            <span className={styles.addressTop}>
              <span className={styles.radioDot} aria-hidden="true" />
              {address.is_default === 1 && <span className={styles.defaultBadge}>{t('address.default')}</span>}
            </span>
            {recipient && <span className={styles.addressName}>{recipient}</span>}
            <span className={styles.addressLine}>{lines.address_line_1}</span>
            {lines.address_line_2 && <span className={styles.addressLine}>{lines.address_line_2}</span>}
            <span className={styles.addressLine}>{[address.city_name, address.state_name].filter(Boolean).join(', ')}</span>
            <span className={styles.addressPin}>{t('address.pin', { pincode: address.pincode })}</span>
          </button>
        );
      })}
    </div>
  );
}

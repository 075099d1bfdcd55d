/** My Address: cards with the default checked, Save Change for a new default, add/edit side panel, delete. */
import { useEffect, useState } from 'react';
import type { PatientAddress } from 'shared-lib/contract';
import { MESSAGES, parseAddressLines } from 'shared-lib/domain';
import { confirm, notify, popup, formStyles } from 'shared-lib/ui';
import { saveOrReport } from '../shared/dialogs';
import { useDeleteAddressMutation, useGetAddressesQuery, useSetDefaultAddressMutation } from 'shared-lib/store';
import { AddressPanel } from './AddressPanel';
import styles from './AddressBook.module.css';
import { useMessages, useTranslation } from 'shared-lib/i18n';
import { PATIENT_NS } from '../../i18n/texts';

export function AddressBook({ patientId }: { patientId: number }) {
  const { t } = useTranslation(PATIENT_NS);
  const messages = useMessages();
  const { data: addresses = [], isLoading, refetch } = useGetAddressesQuery(patientId);
  const [setDefault, { isLoading: savingDefault }] = useSetDefaultAddressMutation();
  const [deleteAddress] = useDeleteAddressMutation();
  const [localDefault, setLocalDefault] = useState<number | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const [panel, setPanel] = useState<{ open: boolean; address: PatientAddress | null }>({ open: false, address: null });

  const serverDefault = addresses.find((a) => a.is_default === 1)?.id ?? null;
  const shownDefault = localDefault ?? serverDefault;
  const pending = localDefault !== null && localDefault !== serverDefault;

  useEffect(() => {
    setLocalDefault(null);
  }, [addresses]);

  const choose = (id: number) => {
    setSelected(id);
    setLocalDefault(id);
  };

  const saveChange = () =>
    saveOrReport(async () => {
      await setDefault(addresses.map((a) => ({ id: a.id, is_default: a.id === shownDefault ? 1 : 0 }))).unwrap();
      void popup.success(MESSAGES.success, t('address.defaultSaved'));
    });

  const cancelChange = () => {
    setLocalDefault(null);
    setSelected(null);
    void refetch();
  };

  const remove = async (address: PatientAddress) => {
    const lines = parseAddressLines(address.address);
    const sure = await confirm({
      title: t('address.deleteTitle'),
      text: [lines.address_line_1, lines.address_line_2, `${address.city_name} – ${address.pincode || lines.pincode}`].filter(Boolean).join(', '),
      confirmButtonText: t('address.deleteYes'),
    });
    if (!sure) return;
    await saveOrReport(async () => {
      await deleteAddress(address.id).unwrap();
      setSelected(null);
      notify.success(t('address.deleted'));
    });
  };

  return (
    <div className={formStyles.card}>
      <div className={styles.head}>
        <h2 className={formStyles.sectionTitle}>{t('profile.tabs.address')}</h2>
        <button type="button" className={styles.addLink} onClick={() => setPanel({ open: true, address: null })}>
          {t('address.add')}
        </button>
      </div>
      {isLoading ? (
        <p>{t('loading')}</p>
      ) : addresses.length === 0 ? (
        <div className={formStyles.empty}>
          <strong>{messages.noSavedAddress}</strong>
          {t('address.emptyHint')}
        </div>
      ) : (
        <ul className={styles.cards} aria-label={t('address.saved')}>
          {addresses.map((address) => {
            const lines = parseAddressLines(address.address);
            const isDefault = address.id === shownDefault;
            return (
              <li key={address.id}>
                <div
                  className={isDefault ? styles.cardDefault : styles.card}
                  role="button"
                  tabIndex={0}
                  aria-pressed={isDefault}
                  data-testid="address-card"
                  onClick={() => choose(address.id)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter' || event.key === ' ') {
                      event.preventDefault();
                      choose(address.id);
                    }
                  }}
                >
                  {isDefault ? (
                    <>
                      <span className={styles.check} aria-hidden="true">
                        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
                          <path d="M3 8.5l3 3 7-7" stroke="currentColor" strokeWidth="2.2" fill="none" strokeLinecap="round" strokeLinejoin="round" />
                        </svg>
                      </span>
                      <span className={styles.defaultTag}>{t('address.default')}</span>
                    </>
                  ) : null}
                  <p className={styles.line}>{lines.address_line_1}</p>
                  <p className={styles.line}>{lines.address_line_2}</p>
                  <p className={styles.place}>
                    {address.city_name}, {address.state_name} – {address.pincode || lines.pincode}
                  </p>
                  {selected === address.id ? (
                    <div className={styles.cardActions}>
                      <button
                        type="button"
                        className={`${formStyles.secondary} ${styles.small}`}
                        onClick={(event) => {
                          event.stopPropagation();
                          setPanel({ open: true, address });
                        }}
                      >
                        {t('edit')}
                      </button>
                      <button
                        type="button"
                        className={`${formStyles.danger} ${styles.small}`}
                        onClick={(event) => {
                          event.stopPropagation();
                          void remove(address);
                        }}
                      >
                        {t('address.delete')}
                      </button>
                    </div>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {pending ? (
        <div className={styles.pending} role="status">
          <span>{t('address.changedDefault')}</span>
          <div className={formStyles.actions} style={{ marginTop: 0 }}>
            <button type="button" className={formStyles.secondary} onClick={cancelChange}>
              {t('cancel')}
            </button>
            <button type="button" className={formStyles.primary} onClick={() => void saveChange()} disabled={savingDefault}>
              {t('address.saveChange')}
            </button>
          </div>
        </div>
      ) : null}
      {panel.open ? (
        <AddressPanel
          patientId={patientId}
          address={panel.address}
          isFirst={addresses.length === 0}
          onClose={() => setPanel({ open: false, address: null })}
        />
      ) : null}
    </div>
  );
}

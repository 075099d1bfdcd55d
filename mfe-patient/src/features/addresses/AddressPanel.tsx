/** The 'Add/Edit Address' side panel with the pincode check of spec section 5. */
import { useFormik } from 'formik';
import { useEffect, useRef } from 'react';
import type { AddressBody, PatientAddress } from 'shared-lib/contract';
import { checkPincodeAgainstCity, isSixDigitPincode, MESSAGES, parseAddressLines } from 'shared-lib/domain';
import { useAddAddressMutation, useGetCitiesByStateQuery, useGetStatesQuery, useLookupPincodeQuery, useUpdateAddressMutation } from 'shared-lib/store';
import { popup, Field, formStyles } from 'shared-lib/ui';
import { saveOrReport } from '../shared/dialogs';
import { addressSchema, emptyAddress, type AddressValues } from './address-schema';
import styles from './AddressBook.module.css';
import { useTranslation } from 'shared-lib/i18n';
import { PATIENT_NS } from '../../i18n/texts';


function toValues(address: PatientAddress | null): AddressValues {
  if (!address) return emptyAddress;
  const lines = parseAddressLines(address.address);
  return { address_line_1: lines.address_line_1, address_line_2: lines.address_line_2, state_id: address.state_id, city_id: address.city_id, pincode: address.pincode || lines.pincode };
}

/** Spec section 5: the postal service's message, or 'Zip code is incorrect' when the city is not among the pincode's offices. */
function pincodeVerdict(lookup: ReturnType<typeof useLookupPincodeQuery>, pincode: string, cityName: string, unchecked: string): string | null {
  if (!isSixDigitPincode(pincode) || !cityName || lookup.isFetching) return null;
  if (lookup.isError) return unchecked;
  if (lookup.data === undefined) return null;
  const verdict = checkPincodeAgainstCity(lookup.data ?? undefined, cityName, MESSAGES.zipIncorrect);
  return verdict.ok ? null : verdict.message;
}

interface Props {
  patientId: number;
  address: PatientAddress | null;
  isFirst: boolean;
  onClose: () => void;
}

export function AddressPanel({ patientId, address, isFirst, onClose }: Props) {
  const { t } = useTranslation(PATIENT_NS);
  const { data: states = [] } = useGetStatesQuery();
  const [addAddress] = useAddAddressMutation();
  const [updateAddress] = useUpdateAddressMutation();
  const firstField = useRef<HTMLDivElement>(null);

  const form = useFormik<AddressValues>({
    initialValues: toValues(address),
    validationSchema: addressSchema,
    validateOnMount: true,
    onSubmit: async (values) => {
      const body: AddressBody = {
        address: { address_line_1: values.address_line_1.trim(), address_line_2: values.address_line_2.trim(), pincode: values.pincode.trim() },
        state_id: Number(values.state_id),
        city_id: Number(values.city_id),
        user_id: patientId,
        // the first address ever added is the default
        is_default: isFirst || address?.is_default === 1 ? 1 : 0,
      };
      await saveOrReport(async () => {
        if (address) await updateAddress({ id: address.id, body }).unwrap();
        else await addAddress(body).unwrap();
        void popup.success(MESSAGES.success, t('address.saved1'));
        onClose();
      });
    },
  });

  const stateId = Number(form.values.state_id);
  const { data: cities = [] } = useGetCitiesByStateQuery(stateId, { skip: !stateId });
  const cityName = cities.find((city) => city.id === Number(form.values.city_id))?.name ?? '';
  const pincode = form.values.pincode.trim();
  const previousState = useRef(stateId);

  // A new state clears the city chosen for the old one.
  useEffect(() => {
    if (previousState.current !== stateId) void form.setFieldValue('city_id', 0);
    previousState.current = stateId;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stateId]);

  // Check the pincode against the chosen city once it has 6 digits.
  const lookup = useLookupPincodeQuery(pincode, { skip: !isSixDigitPincode(pincode) || !cityName });
  const checking = lookup.isFetching;
  const pincodeMessage = pincodeVerdict(lookup, pincode, cityName, t('address.pincodeUnchecked'));

  useEffect(() => {
    firstField.current?.querySelector('input')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <aside className={styles.panel} role="dialog" aria-modal="true" aria-labelledby="address-panel-title">
        <form onSubmit={form.handleSubmit} noValidate style={{ display: 'contents' }}>
          <div className={styles.panelHead}>
            <h2 id="address-panel-title">{t('address.panelTitle')}</h2>
            <button type="button" className={styles.close} onClick={onClose} aria-label={t('close')}>
              ×
            </button>
          </div>
          <div className={styles.panelBody}>
            <div ref={firstField}>
              <Field form={form} name="address_line_1" label={t('address.line1')} idPrefix="address" autoComplete="address-line1" placeholder={t('address.line1Placeholder')} />
            </div>
            <Field form={form} name="address_line_2" label={t('address.line2')} idPrefix="address" autoComplete="address-line2" placeholder={t('address.line2Placeholder')} />
            <Field form={form} name="state_id" label={t('address.state')} idPrefix="address">
              <option value={0}>{t('address.selectState')}</option>
              {states.map((state) => (
                <option key={state.id} value={state.id}>
                  {state.name}
                </option>
              ))}
            </Field>
            <Field form={form} name="city_id" label={t('address.city')} idPrefix="address">
              <option value={0}>{t('address.selectCity')}</option>
              {cities.map((city) => (
                <option key={city.id} value={city.id}>
                  {city.name}
                </option>
              ))}
            </Field>
            <Field form={form} name="pincode" label={t('address.pincode')} idPrefix="address" inputMode="numeric" maxLength={6} autoComplete="postal-code" />
            {pincodeMessage ? (
              <p className={formStyles.error} role="alert" data-testid="pincode-error" style={{ marginTop: 'calc(-1 * var(--space-1))' }}>
                {pincodeMessage}
              </p>
            ) : null}
          </div>
          <div className={styles.panelFoot}>
            <button type="button" className={formStyles.secondary} onClick={onClose}>
              {t('cancel')}
            </button>
            <button type="submit" className={formStyles.primary} disabled={!form.isValid || checking || Boolean(pincodeMessage) || form.isSubmitting}>
              {t('save')}
            </button>
          </div>
        </form>
      </aside>
    </>
  );
}

/** Processing -> Shipped: courier name and tracking number; the server's message when it refuses. */
import { Formik } from 'formik';
import { Field } from 'shared-lib/ui';
import formStyles from '../shared/forms.module.css';
import { emptyShipment, shipSchema, type ShipValues } from './ship-schema';
import styles from './orders.module.css';
import { useTranslation } from 'shared-lib/i18n';
import { SELLER_NS } from '../../i18n/texts';

interface ShipFormProps {
  shipmentId: number;
  busy: boolean;
  onShip(values: ShipValues): Promise<void>;
  onCancel(): void;
}

export function ShipForm({ shipmentId, busy, onShip, onCancel }: ShipFormProps) {
  const { t } = useTranslation(SELLER_NS);
  return (
    <Formik initialValues={emptyShipment} validationSchema={shipSchema} onSubmit={(values) => onShip({ courier: values.courier.trim(), tracking_number: values.tracking_number.trim() })}>
      {(form) => (
        <form className={styles.shipForm} onSubmit={form.handleSubmit} noValidate aria-label={t('orders.shipThis')}>
          <div className={styles.shipFields}>
            <Field classes={formStyles} form={form} idPrefix={`ship-${shipmentId}`} name="courier" label={t('orders.courier')} maxLength={60} autoComplete="off" />
            <Field classes={formStyles} form={form} idPrefix={`ship-${shipmentId}`} name="tracking_number" label={t('orders.tracking')} maxLength={40} autoComplete="off" />
          </div>
          <div className={formStyles.actions}>
            <button type="button" className={formStyles.secondary} onClick={onCancel}>
              {t('orders.cancel')}
            </button>
            <button type="submit" className={formStyles.primary} disabled={busy || form.isSubmitting}>
              {t('orders.markShipped')}
            </button>
          </div>
        </form>
      )}
    </Formik>
  );
}

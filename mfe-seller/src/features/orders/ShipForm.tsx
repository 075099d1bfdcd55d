/** Processing -> Shipped: courier name and tracking number; the server's message when it refuses. */
import { Formik } from 'formik';
import { Field } from 'shared-lib/ui';
import formStyles from '../shared/forms.module.css';
import { emptyShipment, shipSchema, type ShipValues } from './ship-schema';
import styles from './orders.module.css';

interface ShipFormProps {
  shipmentId: number;
  busy: boolean;
  onShip(values: ShipValues): Promise<void>;
  onCancel(): void;
}

export function ShipForm({ shipmentId, busy, onShip, onCancel }: ShipFormProps) {
  return (
    <Formik initialValues={emptyShipment} validationSchema={shipSchema} onSubmit={(values) => onShip({ courier: values.courier.trim(), tracking_number: values.tracking_number.trim() })}>
      {(form) => (
        <form className={styles.shipForm} onSubmit={form.handleSubmit} noValidate aria-label="Ship this order">
          <div className={styles.shipFields}>
            <Field classes={formStyles} form={form} idPrefix={`ship-${shipmentId}`} name="courier" label="Courier name" maxLength={60} autoComplete="off" />
            <Field classes={formStyles} form={form} idPrefix={`ship-${shipmentId}`} name="tracking_number" label="Tracking number" maxLength={40} autoComplete="off" />
          </div>
          <div className={formStyles.actions}>
            <button type="button" className={formStyles.secondary} onClick={onCancel}>
              Cancel
            </button>
            <button type="submit" className={formStyles.primary} disabled={busy || form.isSubmitting}>
              Mark as shipped
            </button>
          </div>
        </form>
      )}
    </Formik>
  );
}

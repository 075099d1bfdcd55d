/** The bottom of a step form: the save failure (if any) and the submit button. */
import { formStyles, NeedsNetworkNotice, useOnline } from 'shared-lib/ui';
import { useTranslation } from 'shared-lib/i18n';
import { DOCTOR_NS } from '../../i18n/texts';

interface StepActionsProps {
  error: string | null;
  disabled: boolean;
  label?: string;
}

export function StepActions({ error, disabled, label }: StepActionsProps) {
  const { t } = useTranslation(DOCTOR_NS);
  const online = useOnline();
  return (
    <>
      {error ? (
        <p className={formStyles.alert} role="alert" data-testid="step-error">
          {error}
        </p>
      ) : null}
      <NeedsNetworkNotice />
      <div className={formStyles.actions}>
        <button type="submit" className={formStyles.primary} disabled={disabled || !online}>
          {label ?? t('steps.saveContinue')}
        </button>
      </div>
    </>
  );
}

/** The bottom of a step form: the save failure (if any) and the submit button. */
import { formStyles } from 'shared-lib/ui';
import { useTranslation } from 'shared-lib/i18n';
import { DOCTOR_NS } from '../../i18n/texts';

interface StepActionsProps {
  error: string | null;
  disabled: boolean;
  label?: string;
}

export function StepActions({ error, disabled, label }: StepActionsProps) {
  const { t } = useTranslation(DOCTOR_NS);
  return (
    <>
      {error ? (
        <p className={formStyles.alert} role="alert" data-testid="step-error">
          {error}
        </p>
      ) : null}
      <div className={formStyles.actions}>
        <button type="submit" className={formStyles.primary} disabled={disabled}>
          {label ?? t('steps.saveContinue')}
        </button>
      </div>
    </>
  );
}

/** The bottom of a step form: the save failure (if any) and the submit button. */
import { formStyles } from 'shared-lib/ui';

interface StepActionsProps {
  error: string | null;
  disabled: boolean;
  label?: string;
}

export function StepActions({ error, disabled, label = 'Save & Continue' }: StepActionsProps) {
  return (
    <>
      {error ? (
        <p className={formStyles.alert} role="alert" data-testid="step-error">
          {error}
        </p>
      ) : null}
      <div className={formStyles.actions}>
        <button type="submit" className={formStyles.primary} disabled={disabled}>
          {label}
        </button>
      </div>
    </>
  );
}

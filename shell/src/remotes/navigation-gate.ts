/**
 * One manifest check per navigation: a remote route waits for it, so a navigation that revalidates the
 * manifest renders against the fresh one. The check starts in an effect (never during a render); a render
 * only asks, without side effects, whether one is due. Keyed by React Router's location object, which is
 * new on every navigation (location.key is not: a typed or scripted hash change has the key "default").
 */
import { useEffect, useState } from 'react';
import { revalidateIfDue, revalidationDue } from './manifest';

/** Whether this navigation's manifest check has settled (at once when none is due). */
export function useNavigationSettled(location: object): boolean {
  const [settledFor, setSettledFor] = useState<object | null>(null);
  const waiting = settledFor !== location && revalidationDue();
  useEffect(() => {
    let live = true;
    const pending = revalidateIfDue();
    if (pending) void pending.then(() => live && setSettledFor(location));
    else setSettledFor(location);
    return () => {
      live = false;
    };
  }, [location]);
  return !waiting;
}

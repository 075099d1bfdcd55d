/** Replays the offline cart changes and orders when the network returns (issue 32); draws nothing. */
import { useOfflineReplay } from 'shared-lib/store';

export function OfflineSync() {
  useOfflineReplay();
  return null;
}

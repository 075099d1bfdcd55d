/**
 * One manifest check per navigation (React Router's location.key): a remote route waits for it, so a
 * navigation that revalidates the manifest renders against the fresh one. `settled` is true once it is done.
 */
import { revalidateIfDue } from './manifest';

export interface Gate {
  settled: boolean;
  done: Promise<void>;
}

const gates = new Map<string, Gate>();
const KEEP = 20;

export function navigationGate(locationKey: string): Gate {
  let gate = gates.get(locationKey);
  if (!gate) {
    const pending = revalidateIfDue();
    const created: Gate = { settled: !pending, done: pending ?? Promise.resolve() };
    void created.done.then(() => {
      created.settled = true;
    });
    gate = created;
    gates.set(locationKey, gate);
    if (gates.size > KEEP) gates.delete(gates.keys().next().value!);
  }
  return gate;
}

/** Tests only. */
export function resetNavigationGates(): void {
  gates.clear();
}

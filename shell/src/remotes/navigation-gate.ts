/**
 * One manifest check per navigation: a remote route waits for it, so a navigation that revalidates the
 * manifest renders against the fresh one. Keyed by React Router's location object, which is new on every
 * navigation (location.key is not: a typed or scripted hash change has the key "default" every time).
 */
import { revalidateIfDue } from './manifest';

export interface Gate {
  settled: boolean;
  done: Promise<void>;
}

let gates = new WeakMap<object, Gate>();

export function navigationGate(location: object): Gate {
  let gate = gates.get(location);
  if (!gate) {
    const pending = revalidateIfDue();
    const created: Gate = { settled: !pending, done: pending ?? Promise.resolve() };
    void created.done.then(() => {
      created.settled = true;
    });
    gate = created;
    gates.set(location, gate);
  }
  return gate;
}

/** Tests only. */
export function resetNavigationGates(): void {
  gates = new WeakMap();
}

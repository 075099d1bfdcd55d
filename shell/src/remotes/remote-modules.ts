/**
 * One React.lazy per remote module id, kept outside render (a lazy made during render loops forever on a
 * broken remote). A failed load drops its lazy so that the next attempt loads again. A remote whose live
 * entry cannot be fetched (offline, or its files fail) before the page runs it falls back to the last
 * cached release compatible with this shell (cached-releases.ts), else the route shows its fallback.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { markLoaded, registerFallback, unloadedEntry } from './manifest';

export type RemoteComponent = ComponentType<Record<string, unknown>>;
const lazies = new Map<string, LazyExoticComponent<RemoteComponent>>();
/** Module ids whose lazy has resolved: they render in the same commit as their route. */
const loadedIds = new Set<string>();

/** The remote could not be loaded at all (entry missing, entry throws, shared version refused...). */
export class RemoteLoadError extends Error {
  readonly kind = 'load';
}

export function remoteModuleId(remote: string, module: string): string {
  return `${remote}/${module.replace(/^\.\//, '')}`;
}

export function remoteLazy(id: string): LazyExoticComponent<RemoteComponent> {
  let component = lazies.get(id);
  if (!component) {
    component = lazy(async () => {
      let loaded: { default: RemoteComponent } | null;
      try {
        loaded = await loadRemote<{ default: RemoteComponent }>(id);
      } catch (error) {
        loaded = await loadFromCachedRelease(id, error);
      }
      if (!loaded?.default) throw new RemoteLoadError(`Remote module ${id} did not load`);
      markLoaded(id.split('/')[0]);
      loadedIds.add(id);
      return { default: loaded.default };
    });
    lazies.set(id, component);
  }
  return component;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The live entry failed: the module from the last cached compatible release, or the load error. */
async function loadFromCachedRelease(id: string, error: unknown): Promise<{ default: RemoteComponent } | null> {
  const remote = id.split('/')[0];
  const failedEntry = unloadedEntry(remote);
  const fallback = failedEntry
    ? await import('./cached-releases').then((finder) => finder.findCachedRelease(remote, failedEntry)).catch(() => null)
    : null;
  if (!fallback) throw new RemoteLoadError(messageOf(error));
  const undo = registerFallback(remote, fallback.entry, fallback.record.version);
  try {
    const loaded = await loadRemote<{ default: RemoteComponent }>(id);
    console.warn(`Remote ${remote}: ${failedEntry} did not load (${messageOf(error)}); running the cached release ${fallback.record.version}`);
    return loaded;
  } catch (fallbackError) {
    undo();
    throw new RemoteLoadError(`${messageOf(error)}; the cached release ${fallback.record.version} failed too: ${messageOf(fallbackError)}`);
  }
}

/** Whether the module has loaded (its lazy renders at once). */
export function isRemoteLoaded(id: string): boolean {
  return loadedIds.has(id);
}

export function forgetRemote(id: string): void {
  lazies.delete(id);
  loadedIds.delete(id);
}

/** Tests only. */
export function forgetAllRemotes(): void {
  lazies.clear();
  loadedIds.clear();
}

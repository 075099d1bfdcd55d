/**
 * One React.lazy per remote module id, kept outside render (a lazy made during render loops forever on a
 * broken remote). A failed load drops its lazy so that the next attempt loads again.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { markLoaded } from './manifest';

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
        throw new RemoteLoadError(error instanceof Error ? error.message : String(error));
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

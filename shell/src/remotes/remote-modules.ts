/**
 * One React.lazy per remote module id, kept outside render (a lazy made during render loops forever on a
 * broken remote). A failed load drops its lazy so that the next attempt loads again.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';

export type RemoteComponent = ComponentType<Record<string, unknown>>;
const lazies = new Map<string, LazyExoticComponent<RemoteComponent>>();

export function remoteModuleId(remote: string, module: string): string {
  return `${remote}/${module.replace(/^\.\//, '')}`;
}

export function remoteLazy(id: string): LazyExoticComponent<RemoteComponent> {
  let component = lazies.get(id);
  if (!component) {
    component = lazy(async () => {
      const loaded = await loadRemote<{ default: RemoteComponent }>(id);
      if (!loaded?.default) throw new Error(`Remote module ${id} did not load`);
      return { default: loaded.default };
    });
    lazies.set(id, component);
  }
  return component;
}

export function forgetRemote(id: string): void {
  lazies.delete(id);
}

/**
 * The app's start-up, one library at a time: evaluating React DOM, the store's libraries, i18next, the router
 * and then the shell's own code had been one task of about 80 ms on this machine (several times that on a
 * phone), blocking input. Each stage runs in a task of its own, with the browser free in between. The libraries
 * come in one chunk, fetched by the first stage; the shell's code is preloaded meanwhile.
 */
import { nextTask } from './remotes/first-screen-wait';

const LIBRARY_STAGES = [
  () => import('react-dom/client'),
  () => import('shared-lib/store/core'),
  () => import('react-redux'),
  () => import('shared-lib/i18n'),
  () => import('react-router-dom'),
];

export async function startUp(): Promise<void> {
  for (const stage of LIBRARY_STAGES) {
    await stage();
    await nextTask();
  }
  await import(/* webpackChunkName: "start-up-app", webpackPreload: true */ './bootstrap');
}

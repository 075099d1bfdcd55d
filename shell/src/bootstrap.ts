/**
 * The async boundary's start-up, one library at a time: evaluating React DOM, the store's libraries, i18next,
 * the router and the shell's own code had been one task of about 80 ms on this machine (several times that on
 * a phone), blocking input. Each library is evaluated in a task of its own, with the browser free in between,
 * then the app starts (app-start.tsx). The libraries come in one chunk, fetched by the first import; the app's
 * own chunk is preloaded meanwhile.
 */
import { importInTasks } from './remotes/first-screen-wait';

const LIBRARIES = [
  () => import('react-dom/client'),
  () => import('shared-lib/store/core'),
  () => import('react-redux'),
  () => import('shared-lib/i18n'),
  () => import('react-router-dom'),
];

void importInTasks(LIBRARIES).then(() => import(/* webpackChunkName: "app", webpackPreload: true */ './app-start'));

import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { HashRouter } from 'react-router-dom';
import { prepareRupeeFormat } from 'shared-lib/domain/core';
import { createAppStore } from 'shared-lib/store/core';
import { currentLanguage, loadTexts } from 'shared-lib/i18n';
import 'shared-lib/ui/tokens.css';
import 'shared-lib/ui/devanagari.css';
import { App } from './app/App';
import { installSessionExpiredDialog } from './auth/session-expired';
import './auth/cart-merge';
import { adoptFirstScreen } from './remotes/first-screen';
import { nextTask } from './remotes/first-screen-wait';
import { registerRemotesFromManifest, revalidateManifest } from './remotes/manifest';
import { AddressBarSync } from './routes/address-bar-sync';
import { listenForInstallPrompt } from './offline/install-prompt';
import { afterStartUp } from './offline/after-start-up';
import { listenToWorker } from './offline/saved-data';

async function boot() {
  // Evaluating the shared modules (React, the router, the store) was one task already: the start-up is the next.
  await nextTask();
  listenToWorker(); // before the first API request: the worker says when an answer is saved data
  const store = createAppStore();
  installSessionExpiredDialog(store.dispatch);
  // A missing or broken manifest must not block boot: remote routes then show their fallback. In Hindi the
  // shell's and the domain's Hindi texts load meanwhile (English is bundled), so the first render is in Hindi.
  await Promise.all([
    registerRemotesFromManifest().catch((error: unknown) => console.error('Remote manifest not loaded', error)),
    loadTexts('shell', 'ui', 'messages').catch((error: unknown) => console.error('Texts not loaded', error)),
  ]);
  // A tab coming back into view checks for releases and rollbacks made while it was hidden.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void revalidateManifest();
  });
  const container = document.getElementById('root')!;
  // the app shell's first screen stays on screen until the route's remote renders (not replaced by a spinner)
  adoptFirstScreen(container);
  const root = createRoot(container);
  // A transition renders concurrently: React yields to the browser every few milliseconds instead of
  // building the whole first screen in one long task (the app shell in the HTML is on screen meanwhile).
  // HashRouter only listens once committed, so AddressBarSync catches a hash change made meanwhile.
  startTransition(() => {
    root.render(
      <StrictMode>
        <Provider store={store}>
          <HashRouter>
            <AddressBarSync />
            <App />
          </HashRouter>
        </Provider>
      </StrictMode>,
    );
  });
  // in a task of its own, before the route's remote renders its first prices
  setTimeout(() => prepareRupeeFormat(currentLanguage()), 0);
  // the offline app (issue 32): install offer from the second visit; the service worker once the page's
  // start-up is over (after the load event, the route's screen rendered, its downloads done and the browser idle)
  listenForInstallPrompt();
  const registerWorker = () =>
    void afterStartUp()
      .then(() => import('./offline/worker-registration'))
      .then((worker) => worker.registerShopWorker());
  if (document.readyState === 'complete') registerWorker();
  else window.addEventListener('load', registerWorker, { once: true });
}

void boot();

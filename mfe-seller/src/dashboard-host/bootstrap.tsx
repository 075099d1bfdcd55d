/**
 * The seller dashboard site's host: one store from shared-lib, the shared axios instance (bearer token of
 * the stored seller session), and the dashboard module loaded from the seller remote by Module Federation.
 */
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { type ComponentType, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { HashRouter } from 'react-router-dom';
import { setSessionExpiredHandler } from 'shared-lib/http';
import { createAppStore } from 'shared-lib/store';
import { Toasts } from 'shared-lib/ui';
import { currentLanguage, loadTexts } from 'shared-lib/i18n';
import 'shared-lib/ui/tokens.css';
import 'shared-lib/ui/devanagari.css';
import { sellerRemoteEntry } from './remote-entry';
import { goToSellerLogin, hasSellerSession } from './session';

/** Shown when the dashboard's code did not load, so before any of its texts: in the chosen language. */
const LOAD_FAILED = {
  en: 'The seller dashboard could not be loaded. Please reload the page.',
  hi: 'सेलर डैशबोर्ड लोड नहीं हो पाया। कृपया पेज फिर से लोड करें।',
} as const;

function showFailure(root: HTMLElement, message: string) {
  root.setAttribute('aria-busy', 'false');
  root.innerHTML = '';
  const text = document.createElement('p');
  text.setAttribute('role', 'alert');
  text.className = 'boot-error';
  text.textContent = message;
  root.appendChild(text);
}

async function boot() {
  const root = document.getElementById('root');
  if (!root) return;
  if (!hasSellerSession()) {
    goToSellerLogin();
    return;
  }
  setSessionExpiredHandler(goToSellerLogin);
  const store = createAppStore();
  registerRemotes([{ name: 'seller', entry: sellerRemoteEntry() }], { force: true });
  let Dashboard: ComponentType;
  try {
    const loaded = await loadRemote<{ default: ComponentType }>('seller/SellerDashboard');
    if (!loaded?.default) throw new Error('no module');
    Dashboard = loaded.default;
    // the chosen language's texts of the dashboard (the remote registered its own on load), before the first render
    await loadTexts('seller', 'ui', 'messages');
  } catch {
    showFailure(root, LOAD_FAILED[currentLanguage()]);
    return;
  }
  root.setAttribute('aria-busy', 'false');
  createRoot(root).render(
    <StrictMode>
      <Provider store={store}>
        <HashRouter>
          <Dashboard />
        </HashRouter>
        <Toasts />
      </Provider>
    </StrictMode>,
  );
}

void boot();

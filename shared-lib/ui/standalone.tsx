/** Runs one remote on its own dev page, with a store from shared-lib, for the team that owns it. */
import { type ReactNode, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { HashRouter } from 'react-router-dom';
import { createAppStore } from 'shared-lib/store/core';
import { Toasts } from 'shared-lib/ui/core';
import './tokens.css';

export function renderStandalone(children: ReactNode, elementId = 'root'): void {
  const element = document.getElementById(elementId);
  if (!element) return;
  createRoot(element).render(
    <StrictMode>
      <Provider store={createAppStore()}>
        <HashRouter>{children}</HashRouter>
        <Toasts />
      </Provider>
    </StrictMode>,
  );
}

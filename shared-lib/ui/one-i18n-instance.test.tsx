/**
 * One i18next instance for every app (react-i18next issue 1622): two React trees created separately, as the
 * shell and a remote are, both read shared-lib/i18n; one language change re-renders both at once.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { type ReactElement, Suspense } from 'react';
import { LANGUAGE_STORAGE_KEY } from 'shared-lib/domain/core';
import { changeLanguage, registerTexts, useMessages, useTranslation } from 'shared-lib/i18n';
import uiEn from './i18n/en.json';
import uiHi from './i18n/hi.json';

// a remote's texts: English bundled, Hindi loaded when chosen
registerTexts('ui', uiEn, { hi: async () => uiHi });

function ShellPart() {
  const { t } = useTranslation('ui');
  return <p data-testid="shell">{t('yourRating')}</p>;
}
function RemotePart() {
  const messages = useMessages();
  return <p data-testid="remote">{messages.addToCart}</p>;
}

const trees: { root: Root; container: HTMLElement }[] = [];
function mount(element: ReactElement) {
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  act(() => root.render(<Suspense fallback="…">{element}</Suspense>));
  trees.push({ root, container });
  return container;
}

afterEach(async () => {
  for (const { root, container } of trees.splice(0)) {
    act(() => root.unmount());
    container.remove();
  }
  await act(() => changeLanguage('en'));
  localStorage.clear();
});

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

test('a language change re-renders two separately created trees at once, with no reload', async () => {
  const shell = mount(<ShellPart />);
  const remote = mount(<RemotePart />);
  expect(shell.textContent).toBe('Your rating');
  expect(remote.textContent).toBe('Add to cart');

  await act(() => changeLanguage('hi'));

  expect(shell.textContent).toBe('आपकी रेटिंग');
  expect(remote.textContent).toBe('कार्ट में डालें');
  expect(document.documentElement.lang).toBe('hi');
  expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi');

  await act(() => changeLanguage('en'));
  expect(shell.textContent).toBe('Your rating');
  expect(remote.textContent).toBe('Add to cart');
  expect(document.documentElement.lang).toBe('en');
});

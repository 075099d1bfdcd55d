/**
 * The domain's tables on screen follow the language (issue 31): an order's status badge, a return's status and
 * a toast raised with a table's English text read Hindi once Hindi is chosen, and English again after.
 */
import { act, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { RX_MESSAGES } from 'shared-lib/domain';
import { RETURN_STATUS_LABELS } from 'shared-lib/domain/returns';
import { changeLanguage, loadTexts, localizeText, useDomainTexts } from 'shared-lib/i18n';
import { OrderStatusBadge } from './OrderStatusBadge';

function ReturnStatus() {
  const labels = useDomainTexts('returnStatus', RETURN_STATUS_LABELS);
  return <p data-testid="return-status">{labels.pickup_scheduled}</p>;
}

let tree: { root: Root; container: HTMLElement } | undefined;
function mount(element: ReactElement) {
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  act(() => root.render(element));
  tree = { root, container };
  return container;
}

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(async () => {
  if (tree) {
    act(() => tree!.root.unmount());
    tree.container.remove();
    tree = undefined;
  }
  await act(() => changeLanguage('en'));
  localStorage.clear();
});

test('status labels and toasts of the domain tables switch to Hindi and back', async () => {
  const screen = mount(
    <>
      <OrderStatusBadge status={3} />
      <ReturnStatus />
    </>,
  );
  expect(screen.textContent).toBe('DeliveredPickup scheduled');
  expect(localizeText(RX_MESSAGES.uploaded)).toBe('Prescription uploaded');

  await act(async () => {
    await changeLanguage('hi');
    // the tables other than MESSAGES load after the switch (never with the first render): wait for them
    await loadTexts('domain');
  });
  expect(screen.querySelector('[data-testid="order-status"]')?.textContent).toBe('डिलीवर हो गया');
  expect(screen.querySelector('[data-testid="return-status"]')?.textContent).toBe('पिकअप तय हुआ');
  expect(localizeText(RX_MESSAGES.uploaded)).toBe('प्रिस्क्रिप्शन अपलोड हो गया');
  // a text that is no table's (a server message already in the caller's language) passes unchanged
  expect(localizeText('Meera@okhdfc')).toBe('Meera@okhdfc');

  await act(() => changeLanguage('en'));
  expect(screen.textContent).toBe('DeliveredPickup scheduled');
});

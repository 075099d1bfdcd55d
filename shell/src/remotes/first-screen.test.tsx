import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { adoptFirstScreen, PendingRemote, releaseFirstScreen } from './first-screen';

function appShell(painted: string | null) {
  const root = document.createElement('div');
  root.innerHTML = `<div class="boot-header"></div><main class="boot-page"${painted ? ` data-first-screen="${painted}"` : ''}><p>What the app shell shows</p></main>`;
  return root;
}
const pending = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <PendingRemote />
    </MemoryRouter>,
  );

afterEach(() => {
  releaseFirstScreen();
  document.documentElement.className = '';
});

describe('the app shell’s first screen while a remote loads', () => {
  it('is shown in place of the spinner on the route it was painted for', () => {
    adoptFirstScreen(appShell('/home/buy-medicine'));
    pending('/home/buy-medicine/');
    expect(screen.getByText('What the app shell shows')).toBeTruthy();
    expect(screen.queryByTestId('spinner-overlay')).toBeNull();
    // the page keeps one <main>: the content moves into a plain element
    expect(document.querySelectorAll('main')).toHaveLength(0);
  });

  it('another route shows the spinner', () => {
    adoptFirstScreen(appShell('/home/buy-medicine'));
    pending('/home/buy-medicine/product-details/3');
    expect(screen.getByTestId('spinner-overlay')).toBeTruthy();
    expect(screen.queryByText('What the app shell shows')).toBeNull();
  });

  it('home’s welcome hero counts when the boot script left it visible', () => {
    adoptFirstScreen(appShell(null));
    pending('/home');
    expect(screen.getByText('What the app shell shows')).toBeTruthy();
  });

  it('a hidden hero and an unpainted page are no first screen', () => {
    document.documentElement.className = 'boot-no-hero';
    adoptFirstScreen(appShell(null));
    pending('/home/buy-medicine');
    expect(screen.getByTestId('spinner-overlay')).toBeTruthy();
  });

  it('once the remote has rendered it is not shown again', () => {
    adoptFirstScreen(appShell('/home/buy-medicine'));
    releaseFirstScreen();
    pending('/home/buy-medicine');
    expect(screen.getByTestId('spinner-overlay')).toBeTruthy();
  });
});

import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { HashRouter, useLocation } from 'react-router-dom';
import { AddressBarSync } from './address-bar-sync';

function CurrentPath() {
  return <p>at {useLocation().pathname}</p>;
}

/** Moves the address bar during the first render, the way a hash change between render and commit does. */
function AddressBarMovesDuringFirstRender({ to }: { to: string }) {
  const moved = useRef(false);
  if (!moved.current) {
    moved.current = true;
    window.history.pushState(null, '', `#${to}`);
  }
  return null;
}

describe('AddressBarSync', () => {
  beforeEach(() => window.history.replaceState(null, '', '#/home'));

  it('adopts a hash that changed before the router started listening', async () => {
    await act(async () => {
      render(
        <HashRouter>
          <AddressBarMovesDuringFirstRender to="/patient/my-profile" />
          <AddressBarSync />
          <CurrentPath />
        </HashRouter>,
      );
    });
    expect(await screen.findByText('at /patient/my-profile')).toBeInTheDocument();
    expect(window.location.hash).toBe('#/patient/my-profile');
  });

  it('leaves the router alone when it already matches the address bar', async () => {
    const replaceState = jest.spyOn(window.history, 'replaceState');
    await act(async () => {
      render(
        <HashRouter>
          <AddressBarSync />
          <CurrentPath />
        </HashRouter>,
      );
    });
    expect(screen.getByText('at /home')).toBeInTheDocument();
    // HashRouter itself stamps its entry's state (no URL); a navigation would pass a URL.
    expect(replaceState.mock.calls.filter((call) => call[2] !== undefined)).toEqual([]);
    replaceState.mockRestore();
  });
});

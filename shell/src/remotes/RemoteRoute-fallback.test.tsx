/** A remote whose live entry cannot be fetched runs the last cached compatible release (found by cached-releases.ts). */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { findCachedRelease } from './cached-releases';
import { registerRemotesFromManifest, resetManifestState, revalidateManifest } from './manifest';
import { reloadPage } from './page-reload';
import { forgetAllRemotes } from './remote-modules';
import { resetErrorReports } from './report-error';
import { RemoteRoute } from './RemoteRoute';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
jest.mock('./page-reload', () => ({ reloadPage: jest.fn() }));
jest.mock('./cached-releases', () => ({ findCachedRelease: jest.fn() }));
const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;
const mockedRegister = registerRemotes as jest.MockedFunction<typeof registerRemotes>;
const mockedReload = reloadPage as jest.MockedFunction<typeof reloadPage>;
const mockedFind = findCachedRelease as jest.MockedFunction<typeof findCachedRelease>;

const entry = (version: string) => `/apps/mfe-storefront/${version}/remoteEntry.js`;
const LIVE = '1.2.0+ccccccc';
const CACHED = '1.1.0+bbbbbbb';
let manifestBody: Record<string, unknown>;

beforeEach(async () => {
  for (const mock of [mockedLoadRemote, mockedRegister, mockedReload, mockedFind]) mock.mockReset();
  global.fetch = jest.fn(async (url: string) => ({
    status: 200,
    ok: true,
    headers: { get: () => null },
    json: async () => (url === '/remotes.json' ? manifestBody : {}),
  })) as unknown as typeof fetch;
  window.__APP_CONFIG__ = { manifestRevalidateSeconds: 0 };
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  resetManifestState();
  forgetAllRemotes();
  resetErrorReports();
  manifestBody = { storefront: { entry: entry(LIVE), version: LIVE, disabled: false } };
  await registerRemotesFromManifest();
});

function renderRoutes() {
  return render(
    <MemoryRouter initialEntries={['/home']}>
      <Link to="/home">home</Link> <Link to="/terms">terms</Link>
      <Routes>
        <Route path="home" element={<RemoteRoute remote="storefront" module="./Home" route="home" />} />
        <Route path="terms" element={<RemoteRoute remote="storefront" module="./PolicyPage" route="terms" />} />
      </Routes>
    </MemoryRouter>,
  );
}

const fromRegisteredEntry = () => {
  let current = entry(LIVE);
  mockedRegister.mockImplementation((remotes) => {
    current = (remotes[0] as { entry: string }).entry;
  });
  mockedLoadRemote.mockImplementation(async (id: string) => {
    if (current === entry(LIVE)) throw new Error('ScriptNetworkError: Failed to load remoteEntry.js');
    return { default: () => <p>{`${id} from ${current}`}</p> };
  });
};

describe('a remote whose live files cannot be fetched', () => {
  it('runs the cached compatible release, and stays on it across its routes without reloading', async () => {
    fromRegisteredEntry();
    mockedFind.mockResolvedValue({ entry: entry(CACHED), record: { name: 'storefront', version: CACHED } });
    renderRoutes();
    expect(await screen.findByText(`storefront/Home from ${entry(CACHED)}`)).toBeInTheDocument();
    expect(mockedFind).toHaveBeenCalledWith('storefront', entry(LIVE));
    expect(mockedRegister).toHaveBeenLastCalledWith([{ name: 'storefront', entry: entry(CACHED) }], { force: true });

    await userEvent.click(screen.getByRole('link', { name: 'terms' }));
    expect(await screen.findByText(`storefront/PolicyPage from ${entry(CACHED)}`)).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(mockedReload).not.toHaveBeenCalled();
  });

  it('loads the page afresh once the manifest moves on (a rollback or a new release)', async () => {
    fromRegisteredEntry();
    mockedFind.mockResolvedValue({ entry: entry(CACHED), record: { name: 'storefront', version: CACHED } });
    renderRoutes();
    await screen.findByText(`storefront/Home from ${entry(CACHED)}`);
    manifestBody = { storefront: { entry: entry('1.0.0+aaaaaaa'), version: '1.0.0+aaaaaaa', disabled: false } };
    await act(() => revalidateManifest());
    await userEvent.click(screen.getByRole('link', { name: 'terms' }));
    await waitFor(() => expect(mockedReload).toHaveBeenCalledTimes(1));
  });

  it('shows the route fallback when no cached release fits, and tries the live entry again on retry', async () => {
    fromRegisteredEntry();
    mockedFind.mockResolvedValue(null);
    renderRoutes();
    expect(await screen.findByTestId('remote-fallback')).toBeInTheDocument();

    mockedFind.mockResolvedValue({ entry: entry(CACHED), record: { name: 'storefront', version: CACHED } });
    mockedLoadRemote.mockRejectedValue(new Error('offline'));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(mockedLoadRemote).toHaveBeenCalledTimes(3));
    expect(await screen.findByTestId('remote-fallback')).toBeInTheDocument();
    // the cached release failed too: the live entry is registered again for the next attempt
    expect(mockedRegister).toHaveBeenLastCalledWith([{ name: 'storefront', entry: entry(LIVE) }], { force: true });
  });
});

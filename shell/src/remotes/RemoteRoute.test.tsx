import { act, render, screen, waitFor } from '@testing-library/react';
import { useLayoutEffect, type ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { registerRemotesFromManifest, resetManifestState, revalidateManifest } from './manifest';
import { reloadPage } from './page-reload';
import { forgetAllRemotes } from './remote-modules';
import { resetErrorReports } from './report-error';
import { adoptFirstScreen, releaseFirstScreen } from './first-screen';
import { RemoteRoute } from './RemoteRoute';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
jest.mock('./page-reload', () => ({ reloadPage: jest.fn() }));
const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;
const mockedRegister = registerRemotes as jest.MockedFunction<typeof registerRemotes>;
const mockedReload = reloadPage as jest.MockedFunction<typeof reloadPage>;

const entry = (version: string, disabled = false) => ({ entry: `/apps/mfe-storefront/${version}/remoteEntry.js`, version, disabled });
let manifestBody: Record<string, unknown>;
const fetchMock = jest.fn();

const reply = (status: number, body: string, etag = '') =>
  Promise.resolve({ status, ok: status < 300, headers: { get: () => etag || null }, json: async () => JSON.parse(body) });

function respond(url: string, init?: RequestInit) {
  if (url === '/remotes.json') {
    const body = JSON.stringify(manifestBody);
    const etag = `"${[...body].reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, 7)}"`;
    const given = (init?.headers as Record<string, string> | undefined)?.['If-None-Match'];
    return given === etag ? reply(304, '') : reply(200, body, etag);
  }
  return reply(200, '{}');
}

function renderRoutes(initial = '/home') {
  return render(
    <MemoryRouter initialEntries={[initial]}>
      <nav>
        <Link to="/home">home</Link> <Link to="/terms">terms</Link>
      </nav>
      <Routes>
        <Route path="home" element={<RemoteRoute remote="storefront" module="./Home" route="home" />} />
        <Route path="terms" element={<RemoteRoute remote="storefront" module="./PolicyPage" route="terms" props={{ policy: 'terms' }} />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('RemoteRoute', () => {
  beforeEach(async () => {
    mockedLoadRemote.mockReset();
    mockedRegister.mockReset();
    mockedReload.mockReset();
    fetchMock.mockReset().mockImplementation(respond);
    global.fetch = fetchMock as unknown as typeof fetch;
    window.__APP_CONFIG__ = { manifestRevalidateSeconds: 0 };
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    resetManifestState();
    forgetAllRemotes();
    resetErrorReports();
    manifestBody = { storefront: entry('1.0.0+aaaaaaa') };
    await registerRemotesFromManifest();
  });

  it('renders the exposed component with the route props', async () => {
    mockedLoadRemote.mockResolvedValue({ default: ({ policy }: { policy?: string }) => <p>policy {policy}</p> });
    renderRoutes('/terms');
    expect(await screen.findByText('policy terms')).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledWith('storefront/PolicyPage');
    expect(mockedRegister).toHaveBeenCalledWith([{ name: 'storefront', entry: '/apps/mfe-storefront/1.0.0+aaaaaaa/remoteEntry.js' }], { force: true });
  });

  it("requests the remote's code only once the route has committed, never while the shell renders", async () => {
    // a manifest checked moments ago: the route renders the remote in the same pass as the shell
    window.__APP_CONFIG__ = { manifestRevalidateSeconds: 3600 };
    mockedLoadRemote.mockResolvedValue({ default: () => <p>home page</p> });
    const requestedAtCommit: number[] = [];
    function CommitProbe() {
      useLayoutEffect(() => {
        requestedAtCommit.push(mockedLoadRemote.mock.calls.length);
      }, []);
      return null;
    }
    render(
      <MemoryRouter initialEntries={['/home']}>
        <CommitProbe />
        <Routes>
          <Route path="home" element={<RemoteRoute remote="storefront" module="./Home" route="home" />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(requestedAtCommit).toEqual([0]);
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
  });

  it('renders a module loaded before in the commit of its route: no frame without it', async () => {
    window.__APP_CONFIG__ = { manifestRevalidateSeconds: 3600 };
    mockedLoadRemote.mockImplementation(async (id: string) => ({ default: () => <p>{id} page</p> }));
    const shownAtCommit: boolean[] = [];
    function CommitProbe() {
      useLayoutEffect(() => {
        shownAtCommit.push(screen.queryByText('storefront/Home page') !== null);
      }, []);
      return null;
    }
    render(
      <MemoryRouter initialEntries={['/home']}>
        <Link to="/home">home</Link> <Link to="/terms">terms</Link>
        <Routes>
          <Route path="home" element={<><RemoteRoute remote="storefront" module="./Home" route="home" /><CommitProbe /></>} />
          <Route path="terms" element={<RemoteRoute remote="storefront" module="./PolicyPage" route="terms" />} />
        </Routes>
      </MemoryRouter>,
    );
    await screen.findByText('storefront/Home page');
    await userEvent.click(screen.getByRole('link', { name: 'terms' }));
    await screen.findByText('storefront/PolicyPage page');
    await userEvent.click(screen.getByRole('link', { name: 'home' }));
    expect(await screen.findByText('storefront/Home page')).toBeInTheDocument();
    expect(shownAtCommit).toEqual([false, true]);
    expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
  });

  it('shows a fallback with a retry, reports the failure without personal data, and loads again on retry', async () => {
    mockedLoadRemote.mockRejectedValueOnce(new Error('remoteEntry.js 404 for a@b.in'));
    renderRoutes('/home');
    expect(await screen.findByTestId('remote-fallback', {}, { timeout: 5000 })).toBeInTheDocument();
    const report = fetchMock.mock.calls.find(([url]) => url === '/api/client-errors');
    expect(JSON.parse(report?.[1].body)).toEqual({
      remote: 'storefront',
      version: '1.0.0+aaaaaaa',
      route: 'home',
      kind: 'load',
      message: 'remoteEntry.js 404 for [email]',
    });
    expect(report?.[1].credentials).toBe('omit');

    mockedLoadRemote.mockResolvedValue({ default: () => <p>home page</p> });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('home page', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
  });

  it('keeps the app shell’s first screen on screen until the remote renders, then never shows it again', async () => {
    const root = document.createElement('div');
    root.innerHTML = '<main class="boot-page"><p>painted first screen</p></main>';
    adoptFirstScreen(root);
    let arrive!: (module: { default: () => ReactElement }) => void;
    mockedLoadRemote.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    const { unmount } = renderRoutes('/home');
    expect(await screen.findByText('painted first screen')).toBeInTheDocument();
    expect(screen.queryByTestId('spinner-overlay')).toBeNull();
    await act(async () => arrive({ default: () => <p>home page</p> }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(screen.queryByText('painted first screen')).toBeNull();
    unmount();
    forgetAllRemotes();
    mockedLoadRemote.mockReturnValue(new Promise(() => undefined));
    renderRoutes('/home');
    expect(await screen.findByTestId('spinner-overlay')).toBeInTheDocument();
    expect(screen.queryByText('painted first screen')).toBeNull();
    releaseFirstScreen();
  });

  it('shows the calm kill-switch page for a disabled remote and does not load it', async () => {
    manifestBody = { storefront: entry('1.0.0+aaaaaaa', true) };
    await revalidateManifest();
    renderRoutes('/home');
    expect(await screen.findByRole('heading', { name: 'This part of the shop is temporarily unavailable' })).toBeInTheDocument();
    expect(mockedLoadRemote).not.toHaveBeenCalled();
  });

  it('loads a remote it has not loaded yet from the new entry after a release', async () => {
    manifestBody = { storefront: entry('1.0.0+bbbbbbb') };
    mockedLoadRemote.mockResolvedValue({ default: () => <p>home page</p> });
    renderRoutes('/home');
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(mockedRegister).toHaveBeenLastCalledWith([{ name: 'storefront', entry: '/apps/mfe-storefront/1.0.0+bbbbbbb/remoteEntry.js' }], { force: true });
    expect(mockedReload).not.toHaveBeenCalled();
  });

  it('shows a notice when the loaded remote changed, and loads the page afresh on the next navigation', async () => {
    mockedLoadRemote.mockResolvedValue({ default: () => <p>home page</p> });
    renderRoutes('/home');
    expect(await screen.findByText('home page')).toBeInTheDocument();

    manifestBody = { storefront: entry('1.0.0+bbbbbbb') };
    await act(() => revalidateManifest());
    expect(screen.getByRole('status')).toHaveTextContent('A newer version of this page is available');
    expect(screen.getByText('home page')).toBeInTheDocument(); // not blocking
    expect(mockedRegister).toHaveBeenCalledTimes(1); // a loaded remote is not swapped in place
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(mockedReload).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('link', { name: 'terms' }));
    await waitFor(() => expect(mockedReload).toHaveBeenCalledTimes(2));
    expect(mockedLoadRemote).not.toHaveBeenCalledWith('storefront/PolicyPage');
  });

  it('asks the server with the ETag and changes nothing on a 304', async () => {
    await revalidateManifest();
    const [, init] = fetchMock.mock.calls.filter(([url]) => url === '/remotes.json').at(-1)!;
    expect((init.headers as Record<string, string>)['If-None-Match']).toBeTruthy();
    expect(mockedRegister).toHaveBeenCalledTimes(1);
  });
});

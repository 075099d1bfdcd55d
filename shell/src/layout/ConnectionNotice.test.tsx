import { act, screen } from '@testing-library/react';
import type { AxiosAdapter } from 'axios';
import { http, NETWORK_FAILURE, reportServerReachable } from 'shared-lib/http';
import { api, createAppStore } from 'shared-lib/store';
import { renderWithStore } from 'shared-lib/testing';
import { ConnectionNotice, RECONNECT_EVERY_MS } from './ConnectionNotice';

const original = http.defaults.adapter;
let healthy = false;
const adapter: AxiosAdapter = async (config) => {
  if (!healthy) throw Object.assign(new Error('Network Error'), { isAxiosError: true, code: 'ERR_NETWORK', config });
  return { status: 200, statusText: 'OK', data: { success: true }, headers: {}, config };
};

beforeEach(() => {
  jest.useFakeTimers();
  http.defaults.adapter = adapter;
  healthy = false;
});
afterEach(() => {
  jest.useRealTimers();
  http.defaults.adapter = original;
  act(() => reportServerReachable(true));
});

function renderNotice() {
  const store = createAppStore();
  const dispatched: string[] = [];
  const dispatch = store.dispatch;
  store.dispatch = ((action: { type: string }) => {
    dispatched.push(action.type);
    return dispatch(action as never);
  }) as typeof store.dispatch;
  renderWithStore(<ConnectionNotice />, { store });
  return dispatched;
}

describe('connection notice', () => {
  it('says nothing while the API answers', () => {
    renderNotice();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('appears when a request gets no answer, retries /health and disappears (refetching) once the API is back', async () => {
    const dispatched = renderNotice();
    await act(async () => {
      await http.get('/products').catch(() => undefined);
    });
    expect(screen.getByRole('alert')).toHaveTextContent(NETWORK_FAILURE);

    // still down at the first retry
    await act(async () => {
      jest.advanceTimersByTime(RECONNECT_EVERY_MS);
    });
    expect(screen.getByRole('alert')).toBeInTheDocument();

    healthy = true;
    await act(async () => {
      jest.advanceTimersByTime(RECONNECT_EVERY_MS);
    });
    expect(screen.queryByRole('alert')).toBeNull();
    // open queries refetch (the api sets refetchOnReconnect)
    expect(dispatched).toContain(api.internalActions.onOnline.type);
  });

  it('treats a 502 from the proxy as down and a 404 from the API as up', async () => {
    renderNotice();
    const respond = (status: number): AxiosAdapter => async (config) => {
      throw Object.assign(new Error(`status ${status}`), { isAxiosError: true, config, response: { status, data: {}, headers: {}, config, statusText: '' } });
    };
    http.defaults.adapter = respond(502);
    await act(async () => {
      await http.get('/products').catch(() => undefined);
    });
    expect(screen.getByRole('alert')).toBeInTheDocument();
    http.defaults.adapter = respond(404);
    await act(async () => {
      await http.get('/products/9').catch(() => undefined);
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

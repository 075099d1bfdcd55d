import { act, screen, waitFor } from '@testing-library/react';
import { healthPaths, urlOf } from 'shared-lib/contract/paths';
import { ok } from 'shared-lib/contract';
import { http, NETWORK_FAILURE, reportServerReachable } from 'shared-lib/http';
import { api, createAppStore, RECONNECT_EVERY_MS } from 'shared-lib/store';
import { fakeServer, NO_ANSWER, renderWithStore } from 'shared-lib/testing';
import { ConnectionNotice } from './ConnectionNotice';

let answer: 'none' | 'health' | number = 'none';
let calls: ReturnType<typeof fakeServer> = [];
const healthChecks = () => calls.filter((call) => call.url === urlOf(healthPaths.health)).length;

beforeEach(() => {
  jest.useFakeTimers();
  answer = 'none';
  calls = fakeServer(() => {
    if (answer === 'none') return NO_ANSWER;
    if (answer === 'health') return { data: ok({ db: 'sqlite', paymentSandbox: false }) };
    return { status: answer, data: { success: false, message: `status ${answer}`, data: null } };
  });
});
afterEach(() => {
  jest.useRealTimers();
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

const requestProducts = () => act(async () => {
  await http.get('/products').catch(() => undefined);
});
const waitOneRetry = () => act(async () => {
  await jest.advanceTimersByTimeAsync(RECONNECT_EVERY_MS);
});

describe('connection notice', () => {
  it('says nothing and asks nothing while the API answers', () => {
    renderNotice();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('appears when a request gets no answer, keeps asking the health and disappears (refetching) once the API is back', async () => {
    const dispatched = renderNotice();
    await requestProducts();
    expect(screen.getByRole('alert')).toHaveTextContent(NETWORK_FAILURE);

    // still down at the next check
    await waitOneRetry();
    expect(healthChecks()).toBeGreaterThan(0);
    expect(screen.getByRole('alert')).toBeInTheDocument();

    answer = 'health';
    await waitOneRetry();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    // open queries refetch (the api sets refetchOnReconnect)
    expect(dispatched).toContain(api.internalActions.onOnline.type);

    // and the checks stop
    const checks = healthChecks();
    await waitOneRetry();
    expect(healthChecks()).toBe(checks);
  });

  it('treats a 502 from the proxy as down and a 404 from the API as up', async () => {
    renderNotice();
    answer = 502;
    await requestProducts();
    expect(screen.getByRole('alert')).toBeInTheDocument();
    answer = 404;
    await requestProducts();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

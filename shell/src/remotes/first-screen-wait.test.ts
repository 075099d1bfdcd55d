import { afterFirstScreen, FIRST_SCREEN_WAIT_MS, importInTasks } from './first-screen-wait';

const settled = (promise: Promise<void>) => {
  const state = { done: false };
  void promise.then(() => (state.done = true));
  return state;
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  delete window.__ayurvedaFirstScreen;
  jest.useRealTimers();
});

describe('afterFirstScreen: when the app’s code may start', () => {
  it('with nothing painted: in the next task, not in the current one', async () => {
    const wait = settled(afterFirstScreen());
    await Promise.resolve();
    expect(wait.done).toBe(false);
    await jest.advanceTimersByTimeAsync(0);
    expect(wait.done).toBe(true);
  });

  it('with a first screen: once it is painted', async () => {
    let painted!: () => void;
    window.__ayurvedaFirstScreen = new Promise<void>((resolve) => (painted = resolve));
    const wait = settled(afterFirstScreen());
    await jest.advanceTimersByTimeAsync(FIRST_SCREEN_WAIT_MS - 1);
    expect(wait.done).toBe(false);
    painted();
    await jest.advanceTimersByTimeAsync(0);
    expect(wait.done).toBe(true);
  });

  it('a first screen that never settles holds the code back no longer than the limit', async () => {
    window.__ayurvedaFirstScreen = new Promise<void>(() => undefined);
    const wait = settled(afterFirstScreen());
    await jest.advanceTimersByTimeAsync(FIRST_SCREEN_WAIT_MS - 1);
    expect(wait.done).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(wait.done).toBe(true);
  });
});

describe('importInTasks: the start-up evaluates one library per task', () => {
  it('lets the browser run a task between two imports, and keeps their order', async () => {
    jest.useRealTimers();
    const order: string[] = [];
    const load = (name: string) => () => {
      order.push(name);
      // a task queued while this module evaluates (input, a paint, a network answer) runs before the next one
      setTimeout(() => order.push(`task queued by ${name}`), 0);
      return Promise.resolve();
    };
    await importInTasks([load('react-dom'), load('store'), load('router')]);
    expect(order).toEqual(['react-dom', 'task queued by react-dom', 'store', 'task queued by store', 'router', 'task queued by router']);
  });
});

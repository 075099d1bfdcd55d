/**
 * The store's first-render part has no RTK Query: the api joins a store made before it loads (the shell's)
 * as well as one made after (a remote's standalone page, tests), and a session change empties its cache.
 */
const contact = { id: 1, phone: '1800 100 200', email: 'care@example.in', address: 'Pune' };

// Each test starts as a page that has loaded none of these modules; they then load in the page's order.
beforeEach(() => jest.resetModules());
const loadCore = () => import('shared-lib/store/core');
const loadFull = () => import('shared-lib/store');

/** The contact details from the API, behind this test's copy of the shared axios instance. */
async function answerContactUs() {
  // the fake API alone: the testing index would load the whole store
  const { fakeServer } = await import('shared-lib/testing/fake-server');
  fakeServer(() => ({ data: { success: true, message: 'ok', data: [contact] } }));
}

it('serves queries in a store made before the api loaded', async () => {
  const core = await loadCore();
  const store = core.createAppStore();
  expect(store.getState()).not.toHaveProperty('api');

  const full = await loadFull();
  expect(store.getState()).toHaveProperty('api');

  await answerContactUs();
  const result = await store.dispatch(full.api.endpoints.getContactUs.initiate());
  expect(result.data).toEqual(contact);
});

it('empties the api cache when the session ends, with the action of RTK Query itself', async () => {
  const core = await loadCore();
  const full = await loadFull();
  expect(core.apiStateReset().type).toBe(full.api.util.resetApiState().type);

  const store = core.createAppStore();
  await answerContactUs();
  await store.dispatch(full.api.endpoints.getContactUs.initiate());
  expect(Object.keys(store.getState().api?.queries ?? {})).toHaveLength(1);

  core.endSession(store.dispatch);
  expect(store.getState().api?.queries).toEqual({});
});

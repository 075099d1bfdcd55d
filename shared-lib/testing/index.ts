/**
 * Test helpers for every app's component tests: a fake API behind the shared axios instance (no module
 * mocks, no federation), one render helper with a real store, and a matchMedia stub for jsdom. Never
 * imported by application code.
 */
export { fakeServer, NO_ANSWER, setViewportWidth, type Responder } from './fake-server';
export { renderWithStore, type RenderWithStoreOptions } from './render';
export { fakeCartApi, type FakeCartLine } from './fake-cart-api';

/**
 * What the shell's first render needs of the store: the store itself, the session and the guest cart,
 * without RTK Query. `shared-lib/store` re-exports all of it beside the api; modules of the store outside
 * this folder import it by this name (never by a relative path), so the page holds one copy of it.
 */
export {
  createAppStore,
  rootReducer,
  attachApi,
  apiStateReset,
  API_REDUCER_PATH,
  useAppDispatch,
  useAppSelector,
  type AppDispatch,
  type AppStore,
  type RootState,
  type LazyLoadedSlices,
} from './create-store';
export * from './session-slice';
export * from './guest-cart-slice';
export { startSession, endSession } from './auth';
export { registerStoreFeedback, feedback, type StoreFeedback } from './feedback';

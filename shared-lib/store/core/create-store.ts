/**
 * The one store. The shell creates it; remotes render inside the shell's Provider and add their own
 * reducers with `rootReducer.inject(slice)` and endpoints with `api.injectEndpoints`.
 *
 * This is the store's first-render part (`shared-lib/store/core`): the session, the guest cart and the
 * store itself, without RTK Query. The one RTK Query api (`shared-lib/store`) joins every store when
 * that module first loads (`attachApi`), so the shell's header is on screen before RTK Query's code
 * has been fetched.
 */
import { combineSlices, configureStore, createAction, createDynamicMiddleware, createListenerMiddleware, type Middleware, type Reducer } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { guestCartSlice, persistGuestCart } from './guest-cart-slice';
import { sessionSlice } from './session-slice';

/** Remotes declare their lazily injected slices by augmenting this interface. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(sessionSlice, guestCartSlice).withLazyLoadedSlices<LazyLoadedSlices>();

/** Where the RTK Query api keeps its state (its `reducerPath`). */
export const API_REDUCER_PATH = 'api';

/**
 * Empties the api's cache (RTK Query's own `resetApiState`, matched by its type): a session that starts
 * or ends must not show the previous user's data. Dispatched from here so logging out needs no RTK Query.
 */
export const apiStateReset = createAction(`${API_REDUCER_PATH}/resetApiState`);

/** Sent to each live store when the api joins, so its state exists before the first query reads it. */
const apiAttached = createAction('store/apiAttached');

const apiMiddleware = createDynamicMiddleware();
/** Weak, so that the many stores of a test run can be collected. */
const liveStores = new Set<WeakRef<{ dispatch: (action: ReturnType<typeof apiAttached>) => unknown }>>();

/** The api's reducer and middleware join every store, those made before and after (shared-lib/store calls this once). */
export function attachApi(api: { reducerPath: typeof API_REDUCER_PATH; reducer: Reducer; middleware: Middleware }): void {
  // The api's key is declared by shared-lib/store (LazyLoadedSlices); this module only passes it on.
  (rootReducer.inject as (slice: { reducerPath: string; reducer: Reducer }) => unknown)(api);
  apiMiddleware.addMiddleware(api.middleware);
  for (const ref of liveStores) ref.deref()?.dispatch(apiAttached());
}

export function createAppStore() {
  const listener = createListenerMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().prepend(listener.middleware).concat(apiMiddleware.middleware),
    // RTK Query's answers notify the page at the end of the task that brought them ('tick'), not in the next
    // animation frame (RTK's default): react-redux re-renders synchronously, and in the frame that render joined
    // the page's layout and paint in one long task (issue 29)
    enhancers: (getDefault) => getDefault({ autoBatch: { type: 'tick' } }),
  });
  listener.startListening({
    predicate: (_action, current, previous) =>
      (current as RootState).guestCart !== (previous as RootState).guestCart,
    effect: (_action, listenerApi) => persistGuestCart((listenerApi.getState() as RootState).guestCart.items),
  });
  liveStores.add(new WeakRef(store));
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

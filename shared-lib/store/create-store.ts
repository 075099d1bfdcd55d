/**
 * The one store. The shell creates it; remotes render inside the shell's Provider and add their own
 * reducers with `rootReducer.inject(slice)` and endpoints with `api.injectEndpoints`.
 */
import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { api } from './api';
import { guestCartSlice, persistGuestCart } from './guest-cart-slice';
import { sessionSlice } from './session-slice';

/** Remotes declare their lazily injected slices by augmenting this interface. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(sessionSlice, guestCartSlice, api).withLazyLoadedSlices<LazyLoadedSlices>();

export function createAppStore() {
  const listener = createListenerMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().prepend(listener.middleware).concat(api.middleware),
  });
  listener.startListening({
    predicate: (_action, current, previous) =>
      (current as RootState).guestCart !== (previous as RootState).guestCart,
    effect: (_action, listenerApi) => persistGuestCart((listenerApi.getState() as RootState).guestCart.items),
  });
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

// What the apps and RTK Query use of Redux Toolkit, provided to the page as the '@reduxjs/toolkit'
// singleton (same reason as react-router-dom.js: a shared module is never tree-shaken). The names RTK Query
// imports from '@reduxjs/toolkit' (dist/query/rtk-query.modern.mjs, dist/query/react/...) are here too:
// its shared chunks take the toolkit from this module. The package's file is named by its path, since
// importing '@reduxjs/toolkit' here would consume this very module. bench/lib/shared-redux.test.ts fails
// when an app or RTK Query imports a name missing here.
export {
  SHOULD_AUTOBATCH,
  combineReducers,
  combineSlices,
  configureStore,
  createAction,
  createAsyncThunk,
  createDynamicMiddleware,
  createListenerMiddleware,
  createNextState,
  createSelector,
  createSlice,
  formatProdErrorMessage,
  isAction,
  isAllOf,
  isAnyOf,
  isAsyncThunkAction,
  isFulfilled,
  isPending,
  isPlainObject,
  isRejected,
  isRejectedWithValue,
  nanoid,
  prepareAutoBatched,
} from '../../../node_modules/@reduxjs/toolkit/dist/redux-toolkit.modern.mjs';

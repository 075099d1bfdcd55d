export { api, useGetContactUsQuery, useGetParentCategoriesQuery, useGetCategoriesQuery, useGetStatesQuery, useGetCitiesByStateQuery } from './api';
export { axiosBaseQuery, type HttpError, type HttpRequest } from './base-query';
export {
  createAppStore,
  rootReducer,
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

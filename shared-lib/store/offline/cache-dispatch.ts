/**
 * The store's dispatch for the api's cache thunks (updateQueryData, upsertQueryData) outside an endpoint's
 * lifecycle: the thunks are typed for a state whose api slice always exists, the app's RootState has it optional.
 */
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { AppDispatch } from 'shared-lib/store/core';

export const cacheDispatch = (dispatch: AppDispatch) => dispatch as unknown as ThunkDispatch<never, unknown, UnknownAction>;

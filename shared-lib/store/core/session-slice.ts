import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { TokenPayload } from 'shared-lib/contract';
import { readSession } from 'shared-lib/http';

export interface SessionState {
  token: string | null;
  user: TokenPayload | null;
}

function initialSession(): SessionState {
  const stored = readSession();
  return { token: stored?.token ?? null, user: stored?.user ?? null };
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSession,
  reducers: {
    sessionStarted: (_state, action: PayloadAction<{ token: string; user: TokenPayload }>) => action.payload,
    sessionEnded: () => ({ token: null, user: null }),
  },
  selectors: {
    selectUser: (state) => state.user,
    selectIsLoggedIn: (state) => state.token !== null,
    selectPatientId: (state) => (state.user?.type === 'patient' ? state.user.id : null),
    selectUserType: (state) => state.user?.type ?? null,
  },
});

export const { sessionStarted, sessionEnded } = sessionSlice.actions;
export const { selectUser, selectIsLoggedIn, selectPatientId, selectUserType } = sessionSlice.selectors;

export { http, errorMessage, setSessionExpiredHandler } from './client';
export { appConfig, type AppConfig } from './config';
export {
  decodeToken,
  readSession,
  readToken,
  saveSession,
  clearSession,
  saveOnboardingToken,
  readOnboardingToken,
  clearOnboardingToken,
  type StoredSession,
} from './session-storage';

export { http, errorMessage, setSessionExpiredHandler, GENERIC_FAILURE, NETWORK_FAILURE } from './client';
export { isServerReachable, onServerReachableChange, reportServerReachable } from './connection';
export { appConfig, siteBase, type AppConfig } from './config';
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
export { setRequestLanguage, requestLanguageHeader } from './request-language';

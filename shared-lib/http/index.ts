export { http, errorMessage, setSessionExpiredHandler, GENERIC_FAILURE, NETWORK_FAILURE } from './client';
export { appConfig, siteBase, type AppConfig } from './config';
export { decodeToken, readSession, readToken, saveSession, clearSession, type StoredSession } from './session-storage';

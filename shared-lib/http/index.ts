export { http, errorMessage, setSessionExpiredHandler } from './client';
export { appConfig, type AppConfig } from './config';
export { decodeToken, readSession, readToken, saveSession, clearSession, type StoredSession } from './session-storage';

export { http, errorMessage, setSessionExpiredHandler } from './client';
export { appConfig, type AppConfig } from './config';
export { decodeToken, readSession, readToken, saveSession, clearSession, type StoredSession } from './session-storage';
export { lookupPincode, verifyPincode, postalBase, clearPincodeAnswers, PINCODE_UNCHECKED } from './postal';

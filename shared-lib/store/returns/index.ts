export * from './returns-api';

export * from './appointments-api';
export * from './return-path';

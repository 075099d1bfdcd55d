export * from './appointments-api';
export * from './return-path';
export * from './room-api';

export * from './reviews-api';

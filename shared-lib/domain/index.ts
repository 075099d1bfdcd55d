// constants, messages, prices, stock and catalogue rules (the shell's first render needs only these)
export * from 'shared-lib/domain/core';
export * from './patient';
export * from './seller';
export * from './seller-products';
export * from './checkout';
export * from './invoice';
export * from './doctor';
export * from './shipments';
export * from './account-safety';
export * from './api-messages';
export * from './rate-limits';
export * from './prescriptions';

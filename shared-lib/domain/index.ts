// constants, messages, prices, stock and catalogue rules (the shell's first render needs only these)
export * from 'shared-lib/domain/core';
export * from './patient';
export * from './seller';
export * from './seller-pharmacy';
export * from './seller-products';
export * from './checkout';
export * from './invoice';
export * from './supplier-invoice';
export * from './seller-verification';
export * from './doctor';
export * from './shipments';
export * from './account-safety';
export * from './api-messages';
export * from './rate-limits';
export * from './prescriptions';
export * from './payouts';

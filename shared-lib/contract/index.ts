/**
 * The HTTP contract, one module per API resource: TypeBox request and response schemas, their
 * `Static<>` types and the resource's paths. Imported by the API routes (validation, OpenAPI) and by
 * shared-lib/store's RTK Query endpoints, so a mismatch fails `tsc`. Layer: domain <- contract.
 */
export * from './envelope';
export * from './health';
export * from './paths';
export * from './auth';
export * from './catalogue';
export * from './content';
export * from './places';
export * from './products';
export * from './search';
export * from './offline-snapshot';
export * from './coupons';
export * from './cart';
export * from './wishlist';
export * from './patients';
export * from './addresses';
export * from './orders';
export * from './guest-orders';
export * from './payments';
export * from './password-reset';
export * from './invoice';
export * from './newsletter';
export * from './mailbox';
export * from './doctor';
export * from './client-errors';
export * from './seller';
export * from './seller-verification';
export * from './seller-products';
export * from './seller-orders';
export * from './remotes';
export * from './remote-manifest';
export * from './availability';
export * from './appointments';
export * from './consultation-room';
export * from './reviews';
export * from './account-language';
export * from './order-prescriptions';
export * from './returns';
export * from './payouts';

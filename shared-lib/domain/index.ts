export * from './constants';
export * from './messages';
export * from './types';
export * from './pricing';
export * from './stock';
export * from './catalogue';
export * from './patient';
export * from './guest';
export * from './seller';
export * from './seller-products';
export * from './client-errors';
export * from './checkout';
export * from './invoice';

export * from './doctor';
export * from './shipments';

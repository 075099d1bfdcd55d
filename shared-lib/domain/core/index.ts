/**
 * The business rules the shell's first render needs: constants, messages, prices, stock and catalogue
 * rules. `shared-lib/domain` re-exports all of it beside the forms', orders' and shipments' rules;
 * modules of the domain outside this folder import it by this name (never by a relative path), so the
 * page holds one copy of it.
 */
export * from './constants';
export * from './messages';
export * from './types';
export * from './pricing';
export * from './stock';
export * from './catalogue';
export * from './guest';
export * from './client-errors';
export * from './language';
export * from './format';
export * from './offline-sync';

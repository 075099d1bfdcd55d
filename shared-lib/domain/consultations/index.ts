export * from './messages';
export * from './rules';
export * from './slots';
export * from './room';

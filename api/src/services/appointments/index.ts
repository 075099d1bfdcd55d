export * from './availability';
export * from './booking';
export * from './doctors';
export * from './payments';
export * from './reports';
export * from './sweeps';
export * from './views';

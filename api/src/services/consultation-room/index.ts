export * from './room';
export * from './prescriptions';
export * from './prescription-pdf';
export * from './order';
export * from './ratings';
export * from './rating-summary';
export * from './chat-files';

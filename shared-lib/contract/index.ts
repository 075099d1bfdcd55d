export * from './password-reset';
export * from './invoice';
export * from './newsletter';
export * from './mailbox';

/** A configuration that must not start: the message says what to set. */
export class ConfigError extends Error {}

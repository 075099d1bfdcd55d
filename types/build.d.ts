/** Set by scripts/webpack/create-config.js from RELEASE_MARKER: a label that tells two builds apart ('' when unset). */
declare const __RELEASE_MARKER__: string;

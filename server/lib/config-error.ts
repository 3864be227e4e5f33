/** A setting the server cannot start with; server/main.ts prints the message alone and exits 1. */
export class ConfigError extends Error {}

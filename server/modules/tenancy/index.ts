// Public entry of the tenancy module: the brand registry and per-brand settings. Other modules import
// this file only (lint: eslint.config.js); tables.ts is for schema files' foreign keys.
export * from './registry';
export * from './settings-repo';

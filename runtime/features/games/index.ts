// Public entry of the games feature: what other features use (lint: eslint.config.js, boundaries).
// Code-split parts are reached through ./lazy.ts, so importing this file pulls no page component.
export { storeVendor } from './lib/selected-vendor';

// Public entry of the games feature: what other features use (lint: eslint.config.js, boundaries).
// Code-split parts are reached through ./lazy.ts, so importing this file pulls no page component.
export { storeVendor } from './lib/selected-vendor';
// spec §2 personal centre: betting record (personalHistoryCopy) and personal profit/loss (personalProfit) are
// member-centre pages (features/member-centre/pages.ts). Loaders, so each page stays a chunk of its own.
export const loadBettingRecordPage = () => import('./components/betting-record-page');
export const loadProfitLossPage = () => import('./components/profit-loss-page');

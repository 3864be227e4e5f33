// The wallet module's public entry (issue 14 items 1 and 2): what other modules may use. The games module reaches
// the seamless wallet through here only (games/wallet-port.ts, games/vendor-wallet-routes.ts); the wallet imports
// nothing from games, so the dependency runs one way.
export { default as walletPlugin } from './plugin';
export {
  DEFAULT_MAX_MULTIPLIER,
  SEAMLESS_REFUSAL_KEYS,
  seamlessBalance,
  seamlessCredit,
  seamlessDebit,
  seamlessRollback,
  seamlessRound,
  observeSeamlessBatches,
  type SeamlessCall,
  type SeamlessRefusalCode,
  type SeamlessResult,
} from './seamless';
export { listRoundRecords, roundProfitByDay, topWinningRounds, type RoundRecord, type RoundRecordFilter } from './rounds';
export { loadWalletConfig, type WalletConfig } from './config';
export { walletValidatorCompiler } from './plugin';
export { vendorCode as vendorCodeSchema } from './schemas';

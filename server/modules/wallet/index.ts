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
  seamlessMany,
  seamlessSettleMany,
  observeSeamlessBatches,
  type SeamlessCall,
  type SeamlessRefusalCode,
  type SeamlessResult,
} from './seamless';
export { listRoundRecords, roundProfitByDay, topWinningRounds, type RoundRecord, type RoundRecordFilter } from './rounds';
// Issue 19: the operator console's dashboard and reports (the reports module).
export { activePlayers, betTotals, moneyByDay, type BetGrouping, type BetTotals, type MoneyDay } from './brand-totals';
export { loadWalletConfig, type WalletConfig } from './config';
export { walletValidatorCompiler } from './plugin';
export { vendorCode as vendorCodeSchema } from './schemas';
// Issue 16: agents' dividends and wages (the agents module pays through this only).
export { payCommission, type CommissionPayout } from './commissions';
// Issue 20 (player protection): checks other modules register on deposits, bets and withdrawals, and the
// member's money over a period the limits are measured on.
export { onBetCheck, onDepositCheck, onWithdrawCheck, onTransferOutCheck, requireBetChecks, type TransferOutCheck, memberActivitySince, memberWithdrawnSince, lossesByMember, type BetCheck, type BetRefusal, type DepositCheck, type MoneyMove, type WithdrawCheck } from './guards';
// Issue 18: promotion bonuses credited and taken back through the ledger (the promotions module pays through this only).
export { creditBonus, removeBonus, type BonusMove, type BonusMoveResult } from './bonuses';
// Issue 18 item 4: the points mall asks the payment password for a redemption, with the same lockout as withdrawals.
export { checkPaymentPassword, PaymentPasswordGuard } from './service';
export { onGameNames, type GameNamer } from './member-views';

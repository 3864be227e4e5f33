// Contract types of the wallet calls (spec §7 Wallet; the member centre's wallet pages), derived from the route
// schemas in wallet-schemas.ts (Static, a type-only import: nothing of them reaches the site bundle). Amounts are
// integer minor units; the site formats them with currency.minorDigits (spec §9).
import type { Static } from 'typebox';
import type {
  balanceSchema,
  bankAccountBody,
  bankAccountListSchema,
  bankAccountSchema,
  channelSchema,
  demoCompleteBody,
  depositBody,
  depositInstructions,
  depositSchema,
  depositStarted,
  historyItemSchema,
  historyPage,
  receiptBody,
  transferBody,
  transferResult,
  uplineBody,
  withdrawalSchema,
  withdrawBody,
  withdrawSettingsSchema,
} from './wallet-schemas';

export { BANK_ACCOUNT_KINDS, DEPOSIT_STATUSES, HISTORY_TYPES, RANGE_SHORTCUTS, UPLOAD_MAX_BYTES } from './wallet-schemas';

export type WalletBalance = Static<typeof balanceSchema>;
export type WalletTransferPayload = Static<typeof transferBody>;
export type WalletTransferResult = Static<typeof transferResult>;
export type TransferUplinePayload = Static<typeof uplineBody>;
export type HistoryItem = Static<typeof historyItemSchema>;
export type HistoryPage = Static<typeof historyPage>;
export type PaymentChannel = Static<typeof channelSchema>;
export type Deposit = Static<typeof depositSchema>;
export type DepositPayload = Static<typeof depositBody>;
export type DepositInstructions = Static<typeof depositInstructions>;
export type DepositStarted = Static<typeof depositStarted>;
export type DemoCompletePayload = Static<typeof demoCompleteBody>;
export type Withdrawal = Static<typeof withdrawalSchema>;
export type WithdrawPayload = Static<typeof withdrawBody>;
export type WithdrawSettings = Static<typeof withdrawSettingsSchema>;
export type WithdrawalReceiptPayload = Static<typeof receiptBody>;
export type BankAccount = Static<typeof bankAccountSchema>;
export type BankAccountList = Static<typeof bankAccountListSchema>;
export type BankAccountPayload = Static<typeof bankAccountBody>;

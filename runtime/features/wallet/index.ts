// Public entry of the wallet feature (lint: eslint.config.js, boundaries): the member centre's wallet pages
// (issue 15 items 3-6) and securityCenter's bank-accounts tab, as loaders, so each page stays a chunk of its own and
// nothing of them reaches the home page's JavaScript (features/member-centre/pages.ts registers them).
export const loadTransferFundPage = () => import('./components/transfer-fund-page');
export const loadDepositPage = () => import('./components/deposit-page');
export const loadWithdrawPage = () => import('./components/withdraw-page');
export const loadTransferUplinePage = () => import('./components/transfer-upline-page');
export const loadTransactionHistoryPage = () => import('./components/transaction-history-page');
export const loadBonusDetailsPage = () => import('./components/bonus-details-page');
export const loadBankAccountsTab = () => import('./components/bank-accounts-tab');

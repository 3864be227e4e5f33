// Public entry of the account feature: what other features use (lint: eslint.config.js, boundaries).
export { formatMoney } from './components/money';
export { useBalanceRefresh } from './hooks/use-balance';

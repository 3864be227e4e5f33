// Public entry of the account feature: what other features use (lint: eslint.config.js, boundaries).
export { formatMoney } from './components/money';
export { useBalanceRefresh } from './hooks/use-balance';
// The member centre's securityCenter (my account) reuses the account calls and form parts.
export { changePassword } from './api/change-password';
export { getPlayerAvatar } from './api/member-icon';
export { Field, SmsCodeButton, apiErrorText, errorText } from './components/form-parts';
export { CountrySelect, useCountries } from './components/country-select';
export { useSession } from './hooks/use-session';

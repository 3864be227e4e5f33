// Public entry of the loyalty feature (issue 18 items 5 and 7; lint: eslint.config.js, boundaries): the /vip page and
// the member centre's manualRebate page, as loaders (each a chunk of its own).
export const loadVipPage = () => import('./components/vip-page');
export const loadManualRebatePage = () => import('./components/manual-rebate-page');
export const loadReferralPage = () => import('./components/referral-page');

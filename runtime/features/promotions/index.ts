// Public entry of the promotions feature (issue 18; lint: eslint.config.js, boundaries): the /promotions and
// /promoDetail pages as loaders (each a chunk of its own), the withdraw page's bonus panel and the deposit page's deposit matches.
export const loadPromotionsPage = () => import('./components/promotions-page');
export const loadPromotionDetailPage = () => import('./components/promo-detail-page');
export const loadBonusWagering = () => import('./components/bonus-wagering');
export const loadDepositBonus = () => import('./components/deposit-bonus');

// spec §2 /promoDetail (see promotions-page.tsx).
export { PromotionDetail as default } from './promotions-page';

// Default export for the page registry (pages.ts): ProfitLossPage.
export { ProfitLossPage as default } from './report-pages';

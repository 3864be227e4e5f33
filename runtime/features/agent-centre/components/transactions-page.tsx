// Default export for the page registry (pages.ts): TransactionsPage.
export { TransactionsPage as default } from './report-pages';

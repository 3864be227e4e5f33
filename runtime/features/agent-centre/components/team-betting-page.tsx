// Default export for the page registry (pages.ts): TeamBettingPage.
export { TeamBettingPage as default } from './report-pages';

// Public entry of the feedback feature (lint: eslint.config.js, boundaries): the feedback and complaints area
// (spec §5), shown as a tab of the inbox page (spec §2's personal-centre menu has no entry for it). A loader, so it
// stays a chunk of its own.
export const loadFeedbackArea = () => import('./components/feedback-area');

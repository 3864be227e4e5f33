// Public entry of the inbox feature (lint: eslint.config.js, boundaries): the messageV2 page loader for the
// member-centre registry, and the unread-count refresh the header and the panel badge share.
export const loadInboxPage = () => import('./components/inbox-page');
export { refreshUnreadCountAtom, useUnreadRefresh } from './hooks/use-unread-refresh';

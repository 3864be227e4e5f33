// Public entry of the inbox feature (lint: eslint.config.js, boundaries): the messageV2 page loader for the
// member-centre registry. Nothing else: the member-centre registry is in the home page's JavaScript, and a
// re-export here (the unread-count refresh, used only inside this feature) pulled the API client (ky) into it.
export const loadInboxPage = () => import('./components/inbox-page');

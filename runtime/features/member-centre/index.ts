// Public entry of the member-centre feature (lint: eslint.config.js, boundaries): the page registry and how other
// features open the panel. The panel itself is reached through ./lazy.ts.
export { DEFAULT_PAGE, memberCentrePages, type MemberPageId, type MemberPageProps } from './pages';
export { panelPageOf, visibleMenu } from './lib/panel-route';
export { useMemberPageContext, useOpenMemberCentre } from './hooks/use-open-member-centre';

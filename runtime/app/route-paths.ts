// spec §2 route table: every path, in the table's order. Plain data (no React) so the prerender
// hook, the generator's checks and e2e tests can all import it. routes.tsx must match it
// (app/routes.test.ts).
import { panelPaths } from '../features/member-centre/page-ids';
import { agentPanelPaths } from '../features/agent-centre/page-ids';

/** spec §2 route table (and the e-mailed reset link). */
export const specPaths = [
  '/',
  '/index',
  '/index.html',
  '/home',
  '/login',
  '/forget',
  '/register',
  '/register.html',
  '/noticePage',
  '/vip',
  '/pointMall',
  '/sports',
  '/esports',
  '/elott',
  '/live',
  '/cockfight',
  '/rng',
  '/fish',
  '/pvp',
  '/hot',
  '/lottery',
  '/vnlottery',
  '/promotions',
  '/promoDetail',
  '/seamless',
  '/fbsports',
  '/help',
  '/helpmc',
  '/down',
  '/join',
  '/game',
  '/agentHome',
  // The e-mailed password-reset link (not in the spec table; see routes.tsx).
  '/resetPassword',
  // Issue 20: the public responsible-gaming page (not in the spec table), one click from every page (footer).
  '/responsible',
] as const;

/**
 * spec §2 routes whose feature is not built yet: not routed, not prerendered, not linked (no placeholder pages, no
 * "coming soon"). Each arrives with its issue: /seamless with the game-launch route it names. (/agentHome arrived with
 * the agent centre, issue 16; /vip and /pointMall with issue 18's loyalty and points features; /elott, the e-lottery
 * games page, with issue 17's house lotteries.)
 */
export const unbuiltPaths: readonly RoutePath[] = ['/seamless'];

/**
 * Every path: the spec table without the unbuilt ones, then one per built member-centre page (spec §2 personal-centre page ids, from the
 * registry features/member-centre/pages.ts): the page underneath with the member-centre panel open; then one per
 * agent-centre page (features/agent-centre/page-ids.ts, issue 16), the agent-centre panel over home.
 */
export const routePaths: readonly string[] = [...specPaths.filter((p) => !unbuiltPaths.includes(p)), ...panelPaths, ...agentPanelPaths];

export type RoutePath = (typeof specPaths)[number];

/**
 * Paths prerendered per tenant (issue 2 item 6: public pages are prerendered). /index.html is
 * left out: the home page's own file is index.html, which a static server already answers for
 * it (vike would try to write it as index.html/index.html, a directory clashing with that file).
 * /register.html becomes register.html/index.html, which static servers serve as a directory index.
 */
export const prerenderPaths: string[] = routePaths.filter((p) => p !== '/index.html');

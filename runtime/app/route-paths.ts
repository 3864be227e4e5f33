// spec §2 route table: every path, in the table's order. Plain data (no React) so the prerender
// hook, the generator's checks and e2e tests can all import it. routes.tsx must match it
// (app/routes.test.ts).
import { panelPaths } from '../features/member-centre/page-ids';

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
] as const;

/**
 * spec §2 routes whose feature is not built yet: not routed, not prerendered, not linked (no placeholder pages, no
 * "coming soon"). Each arrives with its issue: VIP and points mall with promotions and loyalty, the lottery pages
 * (and /elott, whose games open the lottery route, spec §2 Game launch) with the lottery, /agentHome with the agent
 * centre, /seamless with the game-launch route it names.
 */
export const unbuiltPaths: readonly RoutePath[] = ['/vip', '/pointMall', '/elott', '/lottery', '/vnlottery', '/seamless', '/agentHome'];

/**
 * Every path: the spec table without the unbuilt ones, then one per built member-centre page (spec §2 personal-centre page ids, from the
 * registry features/member-centre/pages.ts): the page underneath with the member-centre panel open.
 */
export const routePaths: readonly string[] = [...specPaths.filter((p) => !unbuiltPaths.includes(p)), ...panelPaths];

export type RoutePath = (typeof specPaths)[number];

/**
 * Paths prerendered per tenant (issue 2 item 6: public pages are prerendered). /index.html is
 * left out: the home page's own file is index.html, which a static server already answers for
 * it (vike would try to write it as index.html/index.html, a directory clashing with that file).
 * /register.html becomes register.html/index.html, which static servers serve as a directory index.
 */
export const prerenderPaths: string[] = routePaths.filter((p) => p !== '/index.html');

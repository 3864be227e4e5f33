// spec §2 Screens and routes: the one route table of the site. Read it against the spec table.
// Routes whose feature is not built yet are left out (route-paths.ts unbuiltPaths): no placeholder pages.
import { lazy } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { ClientOnly } from '../components/client-only';
import { loadRealityCheck, loadResponsibleGamingPublicPage } from '../features/responsible-gaming';
import type { GameType } from '../../schema/api/games';
import HomePage from '../features/home/components/home-page';
import { panelPaths } from '../features/member-centre/lib/panel-route';
import { agentPanelPaths } from '../features/agent-centre/page-ids';
import { lazyPage, type LazyPage } from './lazy-page';
import { RoutePopup, type PopupName } from './shell/route-popup';
// Styles of the lazily loaded pages go with the shell's: vike puts only statically imported CSS into the
// prerendered HTML, and a page painted unstyled then restyled shifts its whole layout (CLS, issue 7).
import '../features/games/components/lobby.css';
import '../features/content/components/pages.css';
import '../features/responsible-gaming/components/responsible-gaming.css';
// Likewise the banner strip's and its carousel's (loaded after hydration, they arrived as three late
// stylesheets, each a style recalculation of the whole page: Lighthouse TBT).
import '../features/content/components/content.css';
import 'swiper/css';
import 'swiper/css/pagination';
import { BareLayout, FullLayout, HeaderOnlyLayout } from './shell/layouts';
import { NotFoundPage } from './shell/not-found-page';
import { loadPromotionDetailPage, loadPromotionsPage } from '../features/promotions';
import { loadVipPage } from '../features/loyalty';
import { loadPointMallPage } from '../features/points';

type Layout = 'full' | 'header-only' | 'bare';

interface RouteEntry {
  path: string;
  /** Page element; lazy pages expose `load` so the matched one is loaded before render. */
  page: { element: React.ReactNode; load?: () => Promise<void> };
  layout?: Layout;
  /** spec §2: /login, /forget, /register show home with a popup open. */
  popup?: PopupName;
}

const HelpPage = lazyPage(() => import('../features/content/components/help-page'));
const NoticePage = lazyPage(() => import('../features/content/components/notice-page'));
const DownloadPage = lazyPage(() => import('../features/pwa/components/download-page'));
const ResponsibleGamingPage = lazyPage(loadResponsibleGamingPublicPage);
const JoinPage = lazyPage(() => import('../features/content/components/join-page'));
const PromotionsPage = lazyPage(loadPromotionsPage);
const PromotionDetailPage = lazyPage(loadPromotionDetailPage);
const VipPage = lazyPage(loadVipPage);
const PointMallPage = lazyPage(loadPointMallPage);
const GameList = lazyPage(() => import('../features/games/components/game-list-page'));
const HotGamesPage = lazyPage(() => import('../features/games/components/hot-games'));
const GameFrame = lazyPage(() => import('../features/games/components/game-frame-page'));
const LotteryPage = lazyPage(() => import('../features/lottery/components/lottery-page'));
// Issue 20: the reality check over the game page (features/responsible-gaming), after hydration only.
const RealityCheck = lazy(loadRealityCheck);
/** A game page with the reality check over it. */
const gamePage = (element: React.ReactNode) => ({
  element: (
    <>
      {element}
      <ClientOnly>
        <RealityCheck />
      </ClientOnly>
    </>
  ),
  load: GameFrame.load,
});

const home = { element: <HomePage /> };
/** A real page, lazily loaded (preloaded before prerender and hydration). */
const page = (p: LazyPage<object>) => ({ element: <p.Component />, load: p.load });
/** spec §2: one games page per type; the game type is the route, upper-cased as the category. The slot /
 * egame lists (/rng, /fish, /pvp) add the /rng?page={vassalage} hall; both are the one lobby page. */
const games = (type: GameType) => ({ element: <GameList.Component gameType={type} />, load: GameList.load });
const egames = games;

export const routeTable: RouteEntry[] = [
  { path: '/', page: home },
  { path: '/index', page: home },
  { path: '/index.html', page: home },
  { path: '/home', page: home },
  { path: '/login', page: home, popup: 'login' },
  { path: '/forget', page: home, popup: 'forget' },
  { path: '/register', page: home, popup: 'register' }, // ?referralCode= fills the invitation code
  { path: '/register.html', page: home, popup: 'register' },
  { path: '/noticePage', page: page(NoticePage) },
  // Issue 18 item 7: the VIP levels and my progress (features/loyalty).
  { path: '/vip', page: page(VipPage) },
  // Issue 18 item 4: the points mall (features/points).
  { path: '/pointMall', page: page(PointMallPage) },
  { path: '/sports', page: games('SPORTS') },
  { path: '/esports', page: games('ESPORTS') },
  { path: '/elott', page: games('ELOTT') },
  { path: '/live', page: games('LIVE') },
  { path: '/cockfight', page: games('COCKFIGHT') },
  { path: '/rng', page: egames('RNG') },
  { path: '/fish', page: egames('FISH') },
  { path: '/pvp', page: egames('PVP') },
  { path: '/hot', page: page(HotGamesPage) },
  // spec §2: /lottery (optional gameCode, vendor, playType) and /vnlottery, header only (issue 17: house lotteries).
  { path: '/lottery', page: { element: <LotteryPage.Component area="SEA" />, load: LotteryPage.load }, layout: 'header-only' },
  { path: '/vnlottery', page: { element: <LotteryPage.Component area="VN" />, load: LotteryPage.load }, layout: 'header-only' },
  { path: '/promotions', page: page(PromotionsPage) },
  { path: '/promoDetail', page: page(PromotionDetailPage) },
  { path: '/fbsports', page: gamePage(<GameFrame.Component mode="fbsports" />), layout: 'header-only' },
  { path: '/help', page: page(HelpPage) }, // #term, #agent open those entries
  { path: '/helpmc', page: page(HelpPage), layout: 'bare' },
  { path: '/down', page: page(DownloadPage) },
  { path: '/join', page: page(JoinPage) },
  { path: '/game', page: gamePage(<GameFrame.Component />) },
  // spec §2 landing after agent login: the agent-centre panel on Team Overview (app/panel-host.tsx).
  { path: '/agentHome', page: home },
  // Not in the spec §2 table: the page the e-mailed reset link opens (POST /wps/member/password/email).
  { path: '/resetPassword', page: home, popup: 'resetPassword' },
  // Issue 20 (not in the spec §2 table): the public responsible-gaming page, linked from the footer.
  { path: '/responsible', page: page(ResponsibleGamingPage) },
  // spec §2 App shell: the member-centre panel, one URL per built page (features/member-centre/pages.ts). A direct
  // link shows home underneath; opened from a page, that page stays underneath (app.tsx, history state
  // `background`). The panel itself is drawn by app/panel-host.tsx.
  ...panelPaths.map((path) => ({ path, page: home })),
  // Issue 16: the agent-centre panel, one URL per page (features/agent-centre/page-ids.ts), home underneath.
  ...agentPanelPaths.map((path) => ({ path, page: home })),
];

type Handle = { load?: () => Promise<void> };

function toRouteObject(entry: RouteEntry): RouteObject {
  return {
    path: entry.path,
    element: entry.popup ? (
      <>
        {entry.page.element}
        <RoutePopup name={entry.popup} />
      </>
    ) : (
      entry.page.element
    ),
    handle: { load: entry.page.load } satisfies Handle,
  };
}

const inLayout = (layout: Layout) => routeTable.filter((r) => (r.layout ?? 'full') === layout).map(toRouteObject);

export const routeObjects: RouteObject[] = [
  { element: <FullLayout />, children: inLayout('full') },
  { element: <HeaderOnlyLayout />, children: inLayout('header-only') },
  { element: <BareLayout />, children: inLayout('bare') },
  { element: <FullLayout />, children: [{ path: '*', element: <NotFoundPage /> }] },
];

/** Loads the lazy page chunks of the route matching `pathname` (before prerender/hydration). */
export async function preloadRoute(pathname: string): Promise<void> {
  const matches = matchRoutes(routeObjects, pathname) ?? [];
  await Promise.all(matches.map((m) => (m.route.handle as Handle | undefined)?.load?.()));
}

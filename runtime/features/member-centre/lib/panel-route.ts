// spec §2 App shell: the member centre is an overlay panel, addressable by URL (`/<page id>`), so reload, back
// and a shared link reopen it. The page underneath is the one the player opened it from (kept in the history
// entry's state as `background`), or home for a direct link; closing goes back there. Pure functions (unit-tested).
import { memberCentrePages, SPEC_ORDER, type MemberPageContext, type MemberPageEntry, type MemberPageId } from '../pages';

/** Where the player was when the panel opened: a location of the site outside the panel. */
export interface Background {
  pathname: string;
  search: string;
  hash: string;
}

/** History state of a panel URL. */
export interface PanelState {
  background?: Background;
}

const byId = new Map(memberCentrePages.map((p) => [p.id, p]));

export { panelPaths } from '../page-ids';

function bySpecOrder(a: MemberPageEntry, b: MemberPageEntry): number {
  return SPEC_ORDER.indexOf(a.id) - SPEC_ORDER.indexOf(b.id);
}

export function pageEntry(id: string): MemberPageEntry | undefined {
  return byId.get(id as MemberPageId);
}

/** The page id of a panel URL, or null when the path is not one (a trailing slash is allowed). */
export function panelPageOf(pathname: string): MemberPageId | null {
  const m = /^\/([A-Za-z0-9]+)\/?$/.exec(pathname);
  return m && byId.has(m[1] as MemberPageId) ? (m[1] as MemberPageId) : null;
}

/** The menu: built pages the brand and member allow, in the spec §2 order. */
export function visibleMenu(ctx: MemberPageContext, entries: MemberPageEntry[] = memberCentrePages): MemberPageEntry[] {
  return entries.filter((e) => !e.visible || e.visible(ctx)).sort(bySpecOrder);
}

/** The background to keep when opening a panel page from `location` (already in the panel: the same one). */
export function backgroundFor(location: { pathname: string; search: string; hash: string; state?: unknown }): Background | undefined {
  const kept = (location.state as PanelState | null | undefined)?.background;
  if (kept) return kept;
  if (panelPageOf(location.pathname)) return undefined; // a direct link: home underneath
  return { pathname: location.pathname, search: location.search, hash: location.hash };
}

/** Where closing the panel goes: back where the player was, or home. */
export function closeTarget(state: unknown): string {
  const bg = (state as PanelState | null | undefined)?.background;
  return bg ? `${bg.pathname}${bg.search}${bg.hash}` : '/';
}

/** The URL of a panel page with optional query parameters. */
export function panelUrl(id: MemberPageId, query?: Record<string, string>): string {
  const qs = query ? new URLSearchParams(query).toString() : '';
  return `/${id}${qs ? `?${qs}` : ''}`;
}

// spec §2 Banner strip: the banner group of a path (groups for /, /rng, /live, ... , /register).
import { BANNER_GROUPS } from '../../schema/api/content';

const HOME_PATHS = new Set(['/', '/index', '/index.html', '/home', '/login', '/forget', '/resetPassword']);

/** The banner group of a path: home and its popup routes use '/', /register.html uses '/register'. */
export function bannerGroupFor(pathname: string): string {
  const p = pathname.replace(/(.)\/+$/, '$1');
  if (p === '/register' || p === '/register.html') return '/register';
  if (HOME_PATHS.has(p)) return '/';
  return p;
}

/** Whether the platform has a banner group for this path (space is reserved for it while loading). */
export const hasBannerGroup = (pathname: string) => (BANNER_GROUPS as readonly string[]).includes(bannerGroupFor(pathname));

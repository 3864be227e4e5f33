// spec §2 Route guard: only when the logged-in-to-home flag is on, any path other than the open
// ones sends a visitor without a session token to /login. Runs in the browser only: a prerendered
// page knows nothing about the visitor's session.
import { useAtomValue } from 'jotai';
import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { SESSION_KEYS, sessionStore } from '../lib/storage';
import { useSwitches } from '../lib/use-tenant';
import { tokenAtom } from '../state/session';

/** spec §2 lists /download (not /down) among the open paths; both the spec's list and nothing more. */
export const OPEN_PATHS: readonly string[] = ['/login', '/register', '/register.html', '/helpmc', '/download'];

/** Where the guard sends the visitor, or null to stay. */
export function guardRedirect(pathname: string, loggedInToHome: boolean, hasToken: boolean): string | null {
  if (!loggedInToHome || hasToken) return null;
  return OPEN_PATHS.includes(pathname) ? null : '/login';
}

export function RouteGuard({ children }: { children: ReactNode }) {
  const { loggedInToHome } = useSwitches();
  const tokenFromState = useAtomValue(tokenAtom);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    // Session storage is the source of truth on first mount (the atom is filled in the same commit).
    const hasToken = !!(tokenFromState ?? sessionStore.get(SESSION_KEYS.token));
    const target = guardRedirect(pathname, loggedInToHome, hasToken);
    if (target) navigate(target, { replace: true });
  }, [pathname, loggedInToHome, tokenFromState, navigate]);
  return <>{children}</>;
}

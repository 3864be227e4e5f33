// The route table (routes.tsx) covers exactly the spec §2 paths listed in route-paths.ts, with
// the layouts the spec names.
import { describe, expect, it } from 'vitest';
import { prerenderPaths, routePaths, unbuiltPaths } from './route-paths';
import { routeTable } from './routes';

describe('route table (spec §2)', () => {
  it('has every spec path exactly once, in the spec order', () => {
    expect(routeTable.map((r) => r.path)).toEqual([...routePaths]);
  });

  it('renders fbsports with the header only, /helpmc without it', () => {
    const layout = (p: string) => routeTable.find((r) => r.path === p)?.layout ?? 'full';
    expect(layout('/fbsports')).toBe('header-only');
    expect(layout('/helpmc')).toBe('bare');
    expect(layout('/')).toBe('full');
  });

  it('opens the login, forget and register popups over home', () => {
    const popup = (p: string) => routeTable.find((r) => r.path === p)?.popup;
    expect([popup('/login'), popup('/forget'), popup('/register'), popup('/register.html')]).toEqual(['login', 'forget', 'register', 'register']);
  });

  it('prerenders the public pages', () => {
    for (const p of ['/', '/promotions', '/help', '/down', '/join', '/rng', '/live', '/sports']) {
      expect(prerenderPaths).toContain(p);
    }
  });

  it('routes no page whose feature is not built (no placeholder pages)', () => {
    for (const p of unbuiltPaths) {
      expect(routeTable.map((r) => r.path)).not.toContain(p);
      expect(prerenderPaths).not.toContain(p);
    }
  });
});

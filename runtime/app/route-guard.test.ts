import { describe, expect, it } from 'vitest';
import { guardRedirect } from './route-guard';

describe('route guard (spec §2)', () => {
  it('does nothing while logged-in-to-home is off', () => {
    expect(guardRedirect('/vip', false, false)).toBeNull();
  });
  it('sends visitors without a token to /login when the flag is on', () => {
    expect(guardRedirect('/', true, false)).toBe('/login');
    expect(guardRedirect('/vip', true, false)).toBe('/login');
  });
  it('leaves the open paths and visitors with a token alone', () => {
    for (const p of ['/login', '/register', '/register.html', '/helpmc', '/download']) {
      expect(guardRedirect(p, true, false)).toBeNull();
    }
    expect(guardRedirect('/vip', true, true)).toBeNull();
  });
});

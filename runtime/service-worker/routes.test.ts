import { describe, expect, it } from 'vitest';
import { API_PATH, pageCandidates } from './routes';

describe('service worker URL rules', () => {
  it('never caches the API (money and balances)', () => {
    for (const p of ['/wps/member/balance', '/lgw/game/launch', '/lotto/x', '/api/operator/switches']) expect(API_PATH.test(p)).toBe(true);
    for (const p of ['/', '/rng', '/assets/entries/a.js', '/wpsx', '/brand/logo.svg']) expect(API_PATH.test(p)).toBe(false);
  });

  it('finds a page where the server finds it', () => {
    expect(pageCandidates('/')).toEqual(['/index.html']);
    expect(pageCandidates('/rng')).toEqual(['/rng', '/rng/index.html', '/rng.html']);
    expect(pageCandidates('/rng/')).toEqual(['/rng', '/rng/index.html', '/rng.html']);
  });
});

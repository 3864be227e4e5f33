import { describe, expect, it } from 'vitest';
import { API_PATH, offlinePageKeys, pageCandidates, precachedLanguages } from './routes';

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

  it("offline, finds the page in the visitor's language (the cookie), else in the brand's default", () => {
    const langs = precachedLanguages([
      { url: 'assets/a.js' },
      { url: 'index.html?lang=zh' },
      'rng/index.html?lang=zh',
      { url: 'offline.html' },
      { url: 'index.html?lang=ms' },
      { url: 'rng/index.html?lang=ms' },
    ]);
    expect(langs).toEqual(['zh', 'ms']);
    expect(offlinePageKeys('/', 'ms', langs)).toEqual(['/index.html?lang=ms', '/index.html?lang=zh']);
    expect(offlinePageKeys('/rng', null, langs).slice(0, 3)).toEqual(['/rng?lang=zh', '/rng/index.html?lang=zh', '/rng.html?lang=zh']);
    // A language the build does not have (an old cookie): the default.
    expect(offlinePageKeys('/', 'th', langs)).toEqual(['/index.html?lang=zh', '/index.html?lang=ms']);
  });
});

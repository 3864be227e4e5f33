import { describe, expect, it } from 'vitest';
import { noticesBootScript } from './notices-boot';

describe('notices boot script', () => {
  it('is valid JavaScript that picks the stored language the brand offers', async () => {
    const calls: string[] = [];
    const head: { rel?: string; href?: string }[] = [];
    const win: Record<string, unknown> = {
      fetch: (url: string) => {
        calls.push(url);
        return Promise.resolve({ json: () => Promise.resolve({ success: true, value: { banners: [{ groupName: '/rng', url: '/img/9' }, { groupName: '/', url: '/img/1' }] } }) });
      },
    };
    const script = noticesBootScript('ms', ['ms', 'en']);
    new Function('window', 'localStorage', 'location', 'document', 'fetch', script)(
      win,
      { getItem: () => 'en' },
      { pathname: '/login' },
      { createElement: () => ({ setAttribute() {} }), head: { appendChild: (l: { rel?: string; href?: string }) => head.push(l) }, readyState: 'complete', querySelector: () => null },
      win.fetch,
    );
    expect(calls).toEqual(['/wps/content/notices?lang=en']);
    await (win.__earlyNotices as { promise: Promise<unknown> }).promise;
    expect(head.map((l) => l.href)).toEqual(['/img/1']);
  });
});

describe('notices boot script banner group', () => {
  it('agrees with bannerGroupFor (schema/api/content.ts)', async () => {
    const { bannerGroupFor } = await import('../../../../schema/api/content');
    for (const path of ['/', '/home', '/login/', '/register.html', '/rng', '/resetPassword', '/index.html']) {
      const head: { href?: string }[] = [];
      const win: Record<string, unknown> = {
        fetch: () => Promise.resolve({ json: () => Promise.resolve({ value: { banners: [{ groupName: bannerGroupFor(path), url: 'hit' }] } }) }),
      };
      new Function('window', 'localStorage', 'location', 'document', 'fetch', noticesBootScript('ms', ['ms']))(
        win,
        { getItem: () => null },
        { pathname: path },
        { createElement: () => ({ setAttribute() {} }), head: { appendChild: (l: { href?: string }) => head.push(l) }, readyState: 'complete', querySelector: () => null },
        win.fetch,
      );
      await (win.__earlyNotices as { promise: Promise<unknown> }).promise;
      expect(head.map((l) => l.href), path).toEqual(['hit']);
    }
  });
});

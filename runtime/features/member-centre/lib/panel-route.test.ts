// The member centre's URLs and menu (spec §2): one path per built page, the menu in the spec's order with the brand's
// and member's visibility rules, and closing back to where the player was.
import { describe, expect, it } from 'vitest';
import { memberCentrePages, SPEC_ORDER, type MemberPageContext, type MemberPageEntry } from '../pages';
import { backgroundFor, closeTarget, panelPageOf, panelPaths, panelUrl, visibleMenu } from './panel-route';

const ctx = (over: Partial<MemberPageContext> = {}): MemberPageContext => ({ switches: {} as MemberPageContext['switches'], modules: {}, member: null, ...over });
const entry = (id: MemberPageEntry['id'], visible?: MemberPageEntry['visible']): MemberPageEntry => ({ id, labelKey: `mc.menu.${id}`, load: async () => ({ default: () => null }), visible });

describe('member-centre registry and URLs', () => {
  it('has securityCenter and the two records pages, each with a URL, in the spec order', () => {
    expect(panelPaths.slice(0, 1)).toEqual(['/securityCenter']);
    expect(panelPaths).toEqual(expect.arrayContaining(['/securityCenter', '/personalHistoryCopy', '/personalProfit']));
    const order = panelPaths.map((p) => SPEC_ORDER.indexOf(p.slice(1) as (typeof SPEC_ORDER)[number]));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(new Set(memberCentrePages.map((p) => p.id)).size).toBe(memberCentrePages.length);
  });

  it('has an entry for the reward centre and missions (issue 18 item 3), none for an unknown page', () => {
    for (const id of ['rewardCenter', 'missionLeaderboard'] as const) expect(panelPageOf(`/${id}`)).toBe(id);
    expect(panelPageOf('/notAPage')).toBeNull();
  });

  it('recognises panel paths only', () => {
    expect(panelPageOf('/securityCenter')).toBe('securityCenter');
    expect(panelPageOf('/securityCenter/')).toBe('securityCenter');
    expect(panelPageOf('/rng')).toBeNull();
    expect(panelPageOf('/securityCenter/x')).toBeNull();
  });

  it('orders the menu as the spec does and leaves out what the brand or member does not have', () => {
    const entries = [entry('messageV2', (c) => c.modules.MESSAGE !== false), entry('personalProfit'), entry('securityCenter'), entry('transferUpline', (c) => !!c.member?.toUpline)];
    expect(visibleMenu(ctx(), entries).map((e) => e.id)).toEqual(['securityCenter', 'personalProfit', 'messageV2']);
    expect(visibleMenu(ctx({ modules: { MESSAGE: false } }), entries).map((e) => e.id)).toEqual(['securityCenter', 'personalProfit']);
  });

  it('keeps the page underneath when opened from a page, and closing goes back there (else home)', () => {
    const from = { pathname: '/rng', search: '?page=HOUSE', hash: '', state: null };
    const bg = backgroundFor(from);
    expect(bg).toEqual({ pathname: '/rng', search: '?page=HOUSE', hash: '' });
    // Moving between panel pages keeps the same background.
    expect(backgroundFor({ pathname: '/securityCenter', search: '', hash: '', state: { background: bg } })).toEqual(bg);
    // A direct link has none: home underneath.
    expect(backgroundFor({ pathname: '/securityCenter', search: '', hash: '', state: null })).toBeUndefined();
    expect(closeTarget({ background: bg })).toBe('/rng?page=HOUSE');
    expect(closeTarget(null)).toBe('/');
    expect(panelUrl('securityCenter', { tab: 'avatar' })).toBe('/securityCenter?tab=avatar');
  });
});

import { describe, expect, it } from 'vitest';
import { BUILT_PAGES } from './page-ids';
import { memberCentrePages } from './pages';

describe('member-centre page ids', () => {
  it('BUILT_PAGES (routes, prerender, e2e) names exactly the pages the registry loads', () => {
    expect([...memberCentrePages.map((p) => p.id)].sort()).toEqual([...BUILT_PAGES].sort());
  });
});

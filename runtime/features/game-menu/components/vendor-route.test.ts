import { describe, expect, it } from 'vitest';
import { vendorRoute } from './vendor-route';

describe('nav vendor routing (spec §2 Header)', () => {
  it('DS88 opens cockfight, FB sports opens /fbsports', () => {
    expect(vendorRoute('COCKFIGHT', 'DS88')).toBe('/cockfight');
    expect(vendorRoute('LIVE', 'DS88')).toBe('/cockfight');
    expect(vendorRoute('SPORTS', 'FB')).toBe('/fbsports');
  });
  it('RNG, PVP, LIVE, FISH open their page with the vendor selected', () => {
    expect(vendorRoute('RNG', 'PG')).toBe('/rng?page=PG');
    expect(vendorRoute('FISH', 'JILI')).toBe('/fish?page=JILI');
  });
  it('lottery vendors go to the lottery route', () => {
    expect(vendorRoute('ELOTT', 'TCG_LOTTO_VN')).toBe('/lottery?vendor=TCG_LOTTO_VN');
    expect(vendorRoute('LOTT', 'LOTT')).toBe('/lottery?vendor=LOTT');
  });
  it("the house's e-lottery vendor opens its games page", () => {
    expect(vendorRoute('ELOTT', 'ELOTT')).toBe('/elott');
  });
});

import { describe, expect, it } from 'vitest';
import { launchPlan } from './launch-route';

const g = (gameType: string, vendor: string) => ({ gameType, vendor, gameCode: 'X1', defaultPlayType: '' }) as never;

describe('spec §2 game launch routing', () => {
  it('lottery types and lottery vendors go to the lottery route with the game', () => {
    expect(launchPlan(g('LOTT', 'ANY'))).toEqual({ kind: 'lottery', to: '/lottery?gameCode=X1&vendor=ANY' });
    expect(launchPlan(g('ELOTT', 'ANY')).kind).toBe('lottery');
    expect(launchPlan(g('RNG', 'TCG_SEA')).kind).toBe('lottery');
    expect(launchPlan(g('RNG', 'TCG_LOTTO_VN')).kind).toBe('lottery');
    // The house's Vietnamese draws (vendor ELOTT) open the Vietnam lottery page.
    expect(launchPlan(g('ELOTT', 'ELOTT'))).toEqual({ kind: 'lottery', to: '/vnlottery?gameCode=X1&vendor=ELOTT' });
    expect(launchPlan(g('LOTT', 'LOTT'))).toEqual({ kind: 'lottery', to: '/lottery?gameCode=X1&vendor=LOTT' });
  });
  it('FB sports opens /fbsports; a DS88 cockfight game launches like the rest (issue 23 item 7: not the lobby again)', () => {
    expect(launchPlan(g('SPORTS', 'FB'))).toEqual({ kind: 'fbsports' });
    expect(launchPlan(g('COCKFIGHT', 'DS88'))).toEqual({ kind: 'launch' });
    expect(launchPlan(g('RNG', 'HOUSE'))).toEqual({ kind: 'launch' });
    expect(launchPlan(g('SPORTS', 'SABA'))).toEqual({ kind: 'launch' });
  });
});

// spec §1 game categories and the §2 routes they open. Order follows the header nav of spec §2
// (cockfight moved to just after RNG). Labels are i18n keys `games.<type>`.
export interface GameCategory {
  type: 'SPORTS' | 'ESPORTS' | 'LIVE' | 'RNG' | 'COCKFIGHT' | 'FISH' | 'PVP' | 'ELOTT' | 'LOTT' | 'HOT';
  path: string;
}

export const gameCategories: readonly GameCategory[] = [
  { type: 'HOT', path: '/hot' },
  { type: 'SPORTS', path: '/sports' },
  { type: 'ESPORTS', path: '/esports' },
  { type: 'LIVE', path: '/live' },
  { type: 'RNG', path: '/rng' },
  { type: 'COCKFIGHT', path: '/cockfight' },
  { type: 'FISH', path: '/fish' },
  { type: 'PVP', path: '/pvp' },
  // ELOTT: the games page of the e-lottery tiles (the house's Vietnamese draws, issue 17); LOTT: the house lotteries
  // on the lottery route (spec §2 Game launch).
  { type: 'ELOTT', path: '/elott' },
  { type: 'LOTT', path: '/lottery' },
];

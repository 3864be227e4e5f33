// spec §2 Game launch: LOTT and ELOTT types, or vendors TCG_LOTTO_VN, TCG_SEA, ELOTT, LOTT, go to the
// lottery route; FB sports opens /fbsports; DS88 opens the cockfight page; other games start in the
// /game iframe; a VASSALAGE game shows the sub-game popup. Pure, unit-tested.
import { LOTTERY_VENDORS, type Game } from '../../../../schema/api/games';

export type LaunchPlan = { kind: 'lottery'; to: string } | { kind: 'fbsports' } | { kind: 'cockfight' } | { kind: 'launch' };

export function launchPlan(game: Pick<Game, 'gameType' | 'vendor' | 'gameCode' | 'defaultPlayType'>): LaunchPlan {
  if (game.gameType === 'LOTT' || game.gameType === 'ELOTT' || (LOTTERY_VENDORS as readonly string[]).includes(game.vendor)) {
    const q = new URLSearchParams({ gameCode: game.gameCode, vendor: game.vendor });
    if (game.defaultPlayType) q.set('playType', game.defaultPlayType);
    return { kind: 'lottery', to: `/lottery?${q}` };
  }
  if (game.vendor === 'FB' && game.gameType === 'SPORTS') return { kind: 'fbsports' };
  if (game.vendor === 'DS88') return { kind: 'cockfight' };
  return { kind: 'launch' };
}

// spec §2 Game launch: LOTT and ELOTT types, or vendors TCG_LOTTO_VN, TCG_SEA, ELOTT, LOTT, go to the
// lottery route (the house's Vietnamese draws, vendor ELOTT, to /vnlottery: schema lotteryPath); FB sports opens /fbsports; other games (cockfight ones too) start in the /game iframe; a
// VASSALAGE game shows the sub-game popup. Pure, unit-tested. "Vendor DS88 opens the cockfight page" (spec §2
// Header) is the nav's vendor pick (game-menu/components/vendor-route.ts): a DS88 game picked ON that page is
// launched, not sent back to the page (issue 23 item 7).
import { LOTTERY_VENDORS, lotteryPath, type Game } from '../../../../schema/api/games';

export type LaunchPlan = { kind: 'lottery'; to: string } | { kind: 'fbsports' } | { kind: 'launch' };

export function launchPlan(game: Pick<Game, 'gameType' | 'vendor' | 'gameCode' | 'defaultPlayType'>): LaunchPlan {
  if (game.gameType === 'LOTT' || game.gameType === 'ELOTT' || (LOTTERY_VENDORS as readonly string[]).includes(game.vendor)) {
    const q = new URLSearchParams({ gameCode: game.gameCode, vendor: game.vendor });
    if (game.defaultPlayType) q.set('playType', game.defaultPlayType);
    return { kind: 'lottery', to: `${lotteryPath(game.vendor)}?${q}` };
  }
  if (game.vendor === 'FB' && game.gameType === 'SPORTS') return { kind: 'fbsports' };
  return { kind: 'launch' };
}

// House adapter: our own games (house/), played on pages this server serves. Rounds are settled in-process
// through the wallet port (house/service.ts), never by a callback: no callback, so the callback APIs refuse
// HOUSE as they refuse an unknown vendor (issue 24 item 7), whoever holds its row's secret.
import { HOUSE_DICE_CODE } from '../house/codes';
import type { VendorAdapter } from './types';

export const houseAdapter: VendorAdapter = {
  kind: 'house',
  launchUrl: ({ game, token, language }) => {
    const page = game.gameCode === HOUSE_DICE_CODE ? 'dice' : 'slot';
    return `/lgw/house/${page}?${new URLSearchParams({ token, lang: language })}`;
  },
};

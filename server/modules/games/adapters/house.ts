// House adapter: our own games (house/), played on pages this server serves. Rounds are settled in-process
// through the same wallet port (house/service.ts); the signed callbacks work as for any vendor.
import { HOUSE_DICE_CODE } from '../house/codes';
import { runSeamlessCallback, verifyWithSecret } from './seamless-callbacks';
import type { VendorAdapter } from './types';

export const houseAdapter: VendorAdapter = {
  kind: 'house',
  launchUrl: ({ game, token, language }) => {
    const page = game.gameCode === HOUSE_DICE_CODE ? 'dice' : 'slot';
    return `/lgw/house/${page}?${new URLSearchParams({ token, lang: language })}`;
  },
  verifyCallback: verifyWithSecret,
  callback: runSeamlessCallback,
};

// spec §2 Game launch from a tile: login gate (no token → login popup), trial gate (trial accounts
// may only play free — spec §4 in_need_true_account otherwise), then the routing of launch-route.ts.
// A VASSALAGE game asks the server for its sub-games and shows them in a popup.
import { useSetAtom, useStore } from 'jotai';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Game } from '../../../../schema/api/games';
import { TRIAL_TYPE, useMemberAction } from '../../../hooks/use-member-action';
import { ApiError } from '../../../lib/api';
import { isAgentAtom, warningAtom } from '../../../state/session';
import { launchGame } from '../api/games';
import { launchPlan } from '../lib/launch-route';
import { subGamesAtom } from './sub-games-popup';

/** The /game address that launches `game` (it re-launches on reload). */
export function gamePath(game: Pick<Game, 'nodeId' | 'vendor' | 'gameCode' | 'gameType'>, freePlay = false): string {
  const q = new URLSearchParams({ nodeId: game.nodeId, vendor: game.vendor, gameCode: game.gameCode, gameType: game.gameType });
  if (freePlay) q.set('freePlay', '1');
  return `/game?${q}`;
}

export function useGameLaunch() {
  const memberAction = useMemberAction();
  const navigate = useNavigate();
  const store = useStore();
  const setWarning = useSetAtom(warningAtom);
  const setSubGames = useSetAtom(subGamesAtom);
  const { i18n } = useTranslation();

  return useCallback(
    (game: Game) =>
      memberAction(
        () => {
          const trial = store.get(isAgentAtom) === TRIAL_TYPE;
          if (trial && !game.freePlay) {
            setWarning({ message: 'in_need_true_account', confirmKey: 'in_increase_submit' });
            return;
          }
          const plan = launchPlan(game);
          if (plan.kind === 'lottery') return navigate(plan.to);
          if (plan.kind === 'fbsports') return navigate('/fbsports');
          if (game.isGame === 'VASSALAGE') {
            launchGame({ nodeId: game.nodeId, vendor: game.vendor, gameCode: game.gameCode, gameType: game.gameType, language: i18n.language, freePlay: trial }).then(
              (res) => setSubGames({ parent: game, games: res.subGames }),
              (err: unknown) => setWarning({ message: err instanceof ApiError ? err.message : 'err_network' }),
            );
            return;
          }
          navigate(gamePath(game, trial));
        },
        { allowTrial: true },
      ),
    [memberAction, navigate, store, setWarning, setSubGames, i18n],
  );
}

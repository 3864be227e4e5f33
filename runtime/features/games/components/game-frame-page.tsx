// /game (spec §2 iframe game page) and /fbsports: launches the game named in the address (login
// required; trial accounts free play only), shows the vendor's page in an iframe, and refreshes the
// header balance whenever the game posts {type:'balance'} after a round (schema/api/games.ts
// GameBalanceMessage). A disabled game shows the "Game maintenance" screen with other games suggested.
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { Game, GameBalanceMessage, GameType } from '../../../../schema/api/games';
import { useMemberAction } from '../../../hooks/use-member-action';
import { ApiError } from '../../../lib/api';
import { playBalanceAtom, tokenAtom, warningAtom } from '../../../state/session';
import { useTenant } from '../../../lib/use-tenant';
import { useBalanceRefresh } from '../../account';
import { getHotGames, launchFbSports, launchGame } from '../api/games';
import { Icon } from '../../../components/icon';
import { gameCategories } from '../../../lib/game-categories';
import { GameTile } from './game-tile';
import { useGameLaunch } from './use-game-launch';
import './lobby.css';

type State = { kind: 'idle' } | { kind: 'loading' } | { kind: 'playing'; url: string; freePlay: boolean } | { kind: 'maintenance' } | { kind: 'error'; message: string };

function Suggestions({ gameType, exclude }: { gameType?: GameType; exclude?: string }) {
  const { t, i18n } = useTranslation();
  const launch = useGameLaunch();
  const [games, setGames] = useState<Game[]>([]);
  useEffect(() => {
    getHotGames(i18n.language, gameType, 7).then(
      (groups) => setGames(groups.flatMap((g) => g.list).filter((g) => g.nodeId !== exclude).slice(0, 6)),
      () => setGames([]),
    );
  }, [gameType, exclude, i18n.language]);
  if (!games.length) return null;
  return (
    <>
      <h2 className="game-frame__suggest">{t('lobby.tryOthers')}</h2>
      <ul className="game-grid">
        {games.map((g) => (
          <GameTile key={g.nodeId} game={g} onPlay={launch} onToggleFavourite={() => {}} />
        ))}
      </ul>
    </>
  );
}

/**
 * The way back from a game (issue 23 item 8): to the page the player came from, or to the game type's
 * lobby when the game was opened directly (a shared link, a reload).
 */
function BackButton({ gameType }: { gameType: GameType }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const lobby = gameCategories.find((c) => c.type === gameType)?.path ?? '/';
  return (
    <button
      type="button"
      className="game-frame__back"
      data-testid="game-back"
      onClick={() => (location.key !== 'default' ? navigate(-1) : navigate(lobby))}
    >
      <Icon name="arrow-left" size={18} /> {t('lobby.backFromGame')}
    </button>
  );
}

export default function GameFramePage({ mode = 'game' }: { mode?: 'game' | 'fbsports' }) {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const token = useAtomValue(tokenAtom);
  const memberAction = useMemberAction();
  const refreshBalance = useBalanceRefresh();
  const setWarning = useSetAtom(warningAtom);
  const setPlayBalance = useSetAtom(playBalanceAtom);
  const { currency } = useTenant();
  const [state, setState] = useState<State>({ kind: 'idle' });

  const nodeId = params.get('nodeId') ?? '';
  const vendor = params.get('vendor') ?? '';
  const gameCode = params.get('gameCode') ?? '';
  const gameType = (params.get('gameType') ?? 'RNG') as GameType;
  const freePlay = params.get('freePlay') === '1';
  const hasGame = mode === 'fbsports' || (!!nodeId && !!vendor);

  useEffect(() => {
    if (!hasGame) return;
    if (!token) {
      // spec §2: launching any game requires login — the login popup opens.
      memberAction(() => {});
      return;
    }
    let live = true;
    setState({ kind: 'loading' });
    const launched = mode === 'fbsports' ? launchFbSports(i18n.language) : launchGame({ nodeId, vendor, gameCode, gameType, language: i18n.language, freePlay });
    launched.then(
      (res) => {
        if (!live) return;
        if (res.mode === 'IFRAME' && res.url) {
          setState({ kind: 'playing', url: res.url, freePlay: res.freePlay });
          setPlayBalance(res.freePlay && res.freeBalance != null ? res.freeBalance / 10 ** currency.minorDigits : null);
        }
        else setState({ kind: 'error', message: 'err_game_not_found' });
      },
      (err: unknown) => {
        if (!live) return;
        const message = err instanceof ApiError ? err.message : 'err_network';
        if (message === 'err_game_maintenance') return setState({ kind: 'maintenance' });
        if (message === 'in_need_true_account') setWarning({ message, confirmKey: 'in_increase_submit' });
        setState({ kind: 'error', message });
      },
    );
    return () => {
      live = false;
    };
  }, [hasGame, token, mode, nodeId, vendor, gameCode, gameType, freePlay, i18n.language]);

  // The game page tells us after each round; we re-read the balance from the wallet (the source of truth).
  // In free play the game's own play money is the figure (no wallet holds it): the header shows it while open.
  const playing = state.kind === 'playing' ? state : null;
  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      if (e.origin !== window.location.origin) return;
      const data = e.data as Partial<GameBalanceMessage> | null;
      if (!data || data.type !== 'balance') return;
      if (data.freePlay) {
        if (playing?.freePlay && Number.isSafeInteger(data.balance)) setPlayBalance(data.balance! / 10 ** currency.minorDigits);
      } else void refreshBalance();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [refreshBalance, playing, setPlayBalance, currency.minorDigits]);
  // Leaving the game (or starting another launch) puts the wallet back in the header.
  useEffect(() => () => setPlayBalance(null), [setPlayBalance, nodeId, vendor, freePlay]);

  if (!hasGame) {
    return (
      <section className="game-frame game-frame--empty">
        <h1>{t('page.game')}</h1>
        <p>{t('lobby.pickGame')}</p>
        <Link className="btn btn--primary" to="/rng">
          {t('games.RNG')}
        </Link>
      </section>
    );
  }
  if (state.kind === 'maintenance') {
    return (
      <section className="game-frame game-frame--maintenance" role="alert">
        <h1>{t('lobby.maintenanceTitle')}</h1>
        <p>{t('lobby.maintenanceText')}</p>
        <Suggestions gameType={gameType} exclude={nodeId} />
      </section>
    );
  }
  return (
    <section className={state.kind === 'playing' ? 'game-frame game-frame--playing' : 'game-frame'} data-testid="game-frame">
      {state.kind === 'playing' ? (
        <>
          {/* On a phone the playing game fills the screen (lobby.css); this bar is its way back. */}
          <div className="game-frame__bar">
            <BackButton gameType={gameType} />
            {state.freePlay && <p className="game-frame__free">{t('lobby.freePlayNote')}</p>}
          </div>
          <iframe className="game-frame__iframe" src={state.url} title={t('page.game')} allow="fullscreen; autoplay" />
        </>
      ) : state.kind === 'error' ? (
        <div className="game-frame__message" role="alert">
          <p>{t(state.message, { defaultValue: t('err_network') })}</p>
          <Link className="btn btn--primary" to="/rng">
            {t('games.RNG')}
          </Link>
        </div>
      ) : (
        <div className="game-frame__message">
          <p>{token ? t('lobby.loadingGame') : t('lobby.loginToPlay')}</p>
        </div>
      )}
    </section>
  );
}

export function FbSportsPage() {
  return <GameFramePage mode="fbsports" />;
}

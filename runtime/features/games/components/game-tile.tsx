// One game of a list: thumbnail (lazy, fixed aspect ratio so nothing shifts when it loads — issue 7
// CLS ≤ 0.05), name, vendor, min bet, a favourite toggle (login required; spec §4 toggle) and play.
import { useTranslation } from 'react-i18next';
import type { Game } from '../../../../schema/api/games';
import { formatMoney } from '../../account/components/money';

interface Props {
  game: Game;
  currencySymbol: string;
  onPlay: (game: Game) => void;
  onToggleFavourite: (game: Game) => void;
  /** Above-the-fold tiles load eagerly (LCP); the rest lazily (spec §9 lazy image). */
  eager?: boolean;
}

export function GameTile({ game, currencySymbol, onPlay, onToggleFavourite, eager }: Props) {
  const { t, i18n } = useTranslation();
  const fav = !!game.isFavourite;
  return (
    <li className="game-tile" data-node-id={game.nodeId} data-vendor={game.vendor} data-free-play={game.freePlay}>
      <button type="button" className="game-tile__play" onClick={() => onPlay(game)} aria-label={t('lobby.play', { name: game.gameName })}>
        <span className="game-tile__thumb">
          <img src={game.thumbnail} alt="" width={240} height={180} loading={eager ? 'eager' : 'lazy'} decoding="async" />
          {game.isHot && <span className="game-tile__badge game-tile__badge--hot">{t('lobby.hot')}</span>}
          {game.isNew && !game.isHot && <span className="game-tile__badge">{t('lobby.new')}</span>}
        </span>
        <span className="game-tile__name">{game.gameName}</span>
        <span className="game-tile__meta">
          {game.vendor} · {t('lobby.minBetShort')} {currencySymbol}
          {formatMoney(game.minBet, i18n.language)}
        </span>
      </button>
      <button
        type="button"
        className={`game-tile__fav${fav ? ' game-tile__fav--on' : ''}`}
        aria-pressed={fav}
        aria-label={t(fav ? 'lobby.favRemove' : 'lobby.favAdd', { name: game.gameName })}
        onClick={() => onToggleFavourite(game)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M12 21s-7.5-4.6-9.6-9.1C.9 8.6 3 5 6.5 5c2 0 3.4 1.1 4.3 2.4h2.4C14.1 6.1 15.5 5 17.5 5 21 5 23.1 8.6 21.6 11.9 19.5 16.4 12 21 12 21z" />
        </svg>
      </button>
    </li>
  );
}

// Hot games (GCSGAME_hotGamesV2): the /hot page, and a section of the home page (issue 7 item 3).
import { startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game, GameType } from '../../../../schema/api/games';
import { WhenVisible } from '../../../components/when-visible';
import { useMemberAction } from '../../../hooks/use-member-action';
import { addFavourite, getHotGames, removeFavourite } from '../api/games';
import { GameTile } from './game-tile';
import { SubGamesPopup } from './sub-games-popup';
import { useGameLaunch } from './use-game-launch';
import './lobby.css';
import { gameCategories } from '../../../lib/game-categories';

/** `lazyRows` (home page): each game type's tiles render when their row comes near the viewport; a phone's
 * first screen shows one row of seven, and laying out all of them at once was the page's longest task. */
// Every category of the nav; the lottery rows are the house lotteries (issue 17), whose tiles open their lottery page.
const LISTED_TYPES = new Set<string>(gameCategories.map((c) => c.type));

export function HotGames({ perType, headingLevel = 2, lazyRows = false }: { perType: number; headingLevel?: 1 | 2; lazyRows?: boolean }) {
  const { t, i18n } = useTranslation();
  const launch = useGameLaunch();
  const memberAction = useMemberAction();
  const [groups, setGroups] = useState<{ gameType: GameType; list: Game[] }[] | null>(null);
  useEffect(() => {
    let live = true;
    getHotGames(i18n.language, undefined, perType).then(
      // A transition: the tiles render in slices between frames, not as one long task.
      // Only the game types the site lists (lib/game-categories.ts): lottery games open a route not built yet.
      (g) => live && startTransition(() => setGroups(g.filter((x) => LISTED_TYPES.has(x.gameType)))),
      () => live && setGroups([]),
    );
    return () => {
      live = false;
    };
  }, [i18n.language, perType]);
  const toggle = (game: Game) =>
    memberAction(
      () => {
        const input = { nodeId: game.nodeId, vendor: game.vendor, gameType: game.gameType };
        const was = !!game.isFavourite;
        setGroups((gs) => gs && gs.map((g) => ({ ...g, list: g.list.map((x) => (x.nodeId === game.nodeId ? { ...x, isFavourite: !was } : x)) })));
        void (was ? removeFavourite(input) : addFavourite(input)).catch(() => {});
      },
      { allowTrial: true },
    );
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const grid = (list: Game[]) => (
    <ul className="game-grid">
      {list.map((game) => (
        <GameTile key={game.nodeId} game={game} onPlay={launch} onToggleFavourite={toggle} />
      ))}
    </ul>
  );
  return (
    <section className="hot-games" aria-labelledby="hot-games-title">
      <Heading id="hot-games-title" className="lobby__title">
        {t('games.HOT')}
      </Heading>
      {groups?.map((g) => (
        <div key={g.gameType} className="hot-games__group">
          <h3 className="hot-games__type">{t(`games.${g.gameType}`)}</h3>
          {lazyRows ? <WhenVisible minHeight="16rem">{grid(g.list)}</WhenVisible> : grid(g.list)}
        </div>
      ))}
      <SubGamesPopup />
    </section>
  );
}

export default function HotGamesPage() {
  return <HotGames perType={10} headingLevel={1} />;
}

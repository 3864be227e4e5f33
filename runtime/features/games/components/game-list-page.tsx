// spec §2 game list screens for every type (/rng, /fish, /pvp, /live, /sports, /esports, /elott, /cockfight):
// vendor carousel (the /rng?page={vassalage} hall, falling back to session storage), list tabs all / hot /
// fav (login required) / recent, name search, min-bet filter (spec §9 options), pagination (page size 15,
// range 3, margin 1; any filter change resets to page 1 — spec §4), lazy thumbnails, favourite toggle.
import { useAtomValue } from 'jotai';
import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { MIN_BET_OPTIONS, type Game, type GamePage, type GameType } from '../../../../schema/api/games';
import { useMemberAction } from '../../../hooks/use-member-action';
import { ApiError } from '../../../lib/api';
import { tokenAtom } from '../../../state/session';
import { addFavourite, getGameList, getVendorCategories, removeFavourite, type ListType } from '../api/games';
import { selectedVendor, storeVendor } from '../lib/selected-vendor';
import { GameTile } from './game-tile';
import { Pagination } from '../../../components/pagination';
import { SubGamesPopup } from './sub-games-popup';
import { useGameLaunch } from './use-game-launch';
import { VendorCarousel, type VendorCard } from './vendor-carousel';
import { WinnersBoard } from './winners-board';
import './lobby.css';

const LIST_TYPES: ListType[] = ['all', 'hot', 'fav', 'recent'];
const PAGE_SIZE = 15;
/**
 * Tiles rendered as soon as a page of games arrives (a phone shows two columns, and the grid starts
 * below the banner and the filters); the others are the same empty boxes until the grid comes within
 * 300 px of the viewport, so a phone's start-up does not lay out and paint fifteen tiles (issue 6, TBT).
 */
const FIRST_TILES = 4;

/** A tile's box before it is rendered (loading, or not near the viewport yet): the tile's shape, nothing to read. */
function TilePlaceholder({ ref }: { ref?: (el: HTMLLIElement | null) => void }) {
  return (
    <li ref={ref} className="game-tile game-tile--skeleton" aria-hidden="true">
      <span className="game-tile__play">
        <span className="game-tile__thumb" />
        <span className="game-tile__ph-name">&nbsp;</span>
        <span className="game-tile__ph-meta">&nbsp;</span>
      </span>
    </li>
  );
}

export default function GameListPage({ gameType }: { gameType: GameType }) {
  const { t, i18n } = useTranslation();
  const token = useAtomValue(tokenAtom);
  const [params, setParams] = useSearchParams();
  const memberAction = useMemberAction();
  const launch = useGameLaunch();

  const [vendors, setVendors] = useState<VendorCard[] | null>(null);
  const [classifyByVendor, setClassifyByVendor] = useState<{ gameClassify: string; vendors: string[] }[]>([]);
  const [classify, setClassify] = useState<string | undefined>(undefined);
  const [listType, setListType] = useState<ListType>('all');
  const [search, setSearch] = useState('');
  const [gameName, setGameName] = useState('');
  const [minBet, setMinBet] = useState<number | undefined>(undefined);
  const [page, setPage] = useState(1);
  const [result, setResult] = useState<GamePage | null>(null);
  // FIRST_TILES: the rest of the grid renders once it comes near the viewport (then stays rendered).
  const [allTiles, setAllTiles] = useState(false);
  const watchLaterTiles = useCallback((el: HTMLLIElement | null) => {
    if (!el) return;
    if (typeof IntersectionObserver === 'undefined') return void setAllTiles(true);
    const io = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        io.disconnect();
        startTransition(() => setAllTiles(true));
      },
      { rootMargin: '300px' },
    );
    io.observe(el);
    return () => io.disconnect();
  }, []);
  const [error, setError] = useState<string | null>(null);
  const [reload, setReload] = useState(0);

  useEffect(() => {
    let live = true;
    getVendorCategories(gameType).then(
      (cats) => {
        if (!live) return;
        // A transition, like the tiles below: the vendor carousel and tabs render in slices.
        startTransition(() => {
          setVendors(cats.flatMap((c) => c.cards));
          setClassifyByVendor(cats.flatMap((c) => c.gameClassify));
        });
      },
      () => live && setVendors([]),
    );
    return () => {
      live = false;
    };
  }, [gameType]);

  const vendor = useMemo(() => (vendors ? selectedVendor(gameType, params.get('page'), vendors.map((v) => v.vassalage)) : undefined), [vendors, gameType, params]);

  // The hall's kind tabs: the game kinds the chosen vendor (or any vendor) has.
  const classifyTabs = useMemo(() => classifyByVendor.filter((c) => !vendor || c.vendors.includes(vendor)).map((c) => c.gameClassify), [classifyByVendor, vendor]);
  useEffect(() => {
    if (classify && !classifyTabs.includes(classify)) setClassify(undefined);
  }, [classify, classifyTabs]);

  // Typing settles for 300 ms before it filters.
  useEffect(() => {
    const id = setTimeout(() => setGameName(search.trim()), 300);
    return () => clearTimeout(id);
  }, [search]);

  // spec §4: changing a filter resets the page to 1.
  useEffect(() => setPage(1), [vendor, classify, listType, gameName, minBet, gameType]);

  // fav and recent need a login: a visitor falls back to all.
  useEffect(() => {
    if (!token && (listType === 'fav' || listType === 'recent')) setListType('all');
  }, [token, listType]);

  useEffect(() => {
    if (vendors === null) return;
    let live = true;
    setError(null);
    getGameList({ gameType, vassalage: vendor, gameClassify: classify, gameName: gameName || undefined, minBet, pageNo: page, listType, language: i18n.language }).then(
      (r) => live && startTransition(() => setResult(r)), // tiles render in slices (Lighthouse TBT)
      (err: unknown) => {
        if (!live) return;
        setResult({ list: [], pageNo: 1, pageSize: PAGE_SIZE, totalCount: 0, totalPages: 0 });
        setError(err instanceof ApiError ? err.message : 'err_network');
      },
    );
    return () => {
      live = false;
    };
  }, [vendors, gameType, vendor, classify, gameName, minBet, page, listType, i18n.language, token, reload]);

  const chooseVendor = (v: string | undefined) => {
    storeVendor(gameType, v);
    const next = new URLSearchParams(params);
    if (v) next.set('page', v);
    else next.delete('page');
    setParams(next, { replace: true });
  };

  const chooseListType = (type: ListType) => {
    if (type === 'fav' || type === 'recent') memberAction(() => setListType(type), { allowTrial: true });
    else setListType(type);
  };

  const toggleFavourite = useCallback(
    (game: Game) =>
      memberAction(
        () => {
          const input = { nodeId: game.nodeId, vendor: game.vendor, gameType: game.gameType };
          // spec §4 favourite toggle: removes if already favourited, else adds.
          const wasFav = !!game.isFavourite;
          setResult((r) => (r ? { ...r, list: r.list.map((g) => (g.nodeId === game.nodeId ? { ...g, isFavourite: !wasFav } : g)) } : r));
          (wasFav ? removeFavourite(input) : addFavourite(input)).then(
            () => listType === 'fav' && setReload((n) => n + 1),
            () => setResult((r) => (r ? { ...r, list: r.list.map((g) => (g.nodeId === game.nodeId ? { ...g, isFavourite: wasFav } : g)) } : r)),
          );
        },
        { allowTrial: true },
      ),
    [memberAction, listType],
  );

  const title = t(`games.${gameType}`);
  const loading = result === null;
  return (
    <section className="lobby" data-game-type={gameType}>
      <div className="lobby__main">
        <h1 className="lobby__title">{title}</h1>
        {/* Both rows keep their height while the vendors load, so the grid below does not jump (CLS). */}
        {vendors && vendors.length > 0 ? <VendorCarousel vendors={vendors} selected={vendor} onSelect={chooseVendor} /> : <div className="vendor-carousel" aria-hidden="true" />}
        {vendors === null ? (
          <div className="lobby__tabs lobby__tabs--classify lobby__tabs--reserved" aria-hidden="true" />
        ) : (
          classifyTabs.length > 1 && (
          <div className="lobby__tabs lobby__tabs--classify" role="tablist" aria-label={t('lobby.classifyTabs')}>
            {[undefined, ...classifyTabs].map((c) => (
              <button key={c ?? 'all'} type="button" role="tab" aria-selected={classify === c} className={`lobby__tab${classify === c ? ' lobby__tab--on' : ''}`} onClick={() => setClassify(c)}>
                {c ? t(`lobby.classify.${c}`, { defaultValue: c }) : t('lobby.allClassify')}
              </button>
            ))}
          </div>
          )
        )}
        <div className="lobby__toolbar">
          <div className="lobby__tabs" role="tablist" aria-label={t('lobby.listTypes')}>
            {LIST_TYPES.map((type) => (
              <button key={type} type="button" role="tab" aria-selected={listType === type} className={`lobby__tab${listType === type ? ' lobby__tab--on' : ''}`} onClick={() => chooseListType(type)}>
                {t(`lobby.list.${type}`)}
              </button>
            ))}
          </div>
          <label className="lobby__search">
            <span className="sr-only">{t('lobby.searchLabel')}</span>
            <input type="search" value={search} placeholder={t('lobby.searchPlaceholder')} onChange={(e) => setSearch(e.target.value)} maxLength={60} />
          </label>
          <label className="lobby__minbet">
            <span>{t('lobby.minBet')}</span>
            <select value={minBet ?? ''} onChange={(e) => setMinBet(e.target.value ? Number(e.target.value) : undefined)}>
              <option value="">{t('lobby.minBetAll')}</option>
              {MIN_BET_OPTIONS.map((v) => (
                <option key={v} value={v}>
                  {v}
                </option>
              ))}
            </select>
          </label>
        </div>
        {error && (
          <p className="lobby__error" role="alert">
            {t(error, { defaultValue: t('err_network') })}
          </p>
        )}
        <ul className="game-grid" aria-busy={loading} aria-label={title}>
          {loading
            ? // The same boxes as a loaded tile, so nothing moves when the games arrive.
              Array.from({ length: PAGE_SIZE }, (_, i) => <TilePlaceholder key={i} />)
            : result.list.map((g, i) =>
                i < FIRST_TILES || allTiles ? (
                  <GameTile key={g.nodeId} game={g} eager={i < FIRST_TILES} onPlay={launch} onToggleFavourite={toggleFavourite} />
                ) : (
                  <TilePlaceholder key={g.nodeId} ref={i === FIRST_TILES ? watchLaterTiles : undefined} />
                ),
              )}
        </ul>
        {!loading && result.list.length === 0 && !error && <p className="lobby__empty">{t(listType === 'fav' ? 'lobby.noFavourites' : 'lobby.noGames')}</p>}
        {!loading && (
          <>
            <p className="lobby__count">{t('lobby.count', { count: result.totalCount })}</p>
            <Pagination page={page} totalPages={result.totalPages} onPage={setPage} />
          </>
        )}
      </div>
      {gameType === 'RNG' && <WinnersBoard gameType="RNG" />}
      <SubGamesPopup />
    </section>
  );
}

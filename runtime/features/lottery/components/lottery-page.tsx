// spec §2 /lottery (optional gameCode, vendor, playType) and /vnlottery, header-only layout; spec §2 lottery screen:
// menu tags (arrows above 7), weekday filter 1–7, name search; spec §3/§4 favourites per user in local storage,
// the countdown and polling (min(30 s, lowest remaining), 7 s at zero), numbers shown at most 6. The selected game
// has its bet slip, its results (each with a verify link) and the member's bets.
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useMemberAction } from '../../../hooks/use-member-action';
import { SESSION_KEYS, sessionStore } from '../../../lib/storage';
import { tokenAtom } from '../../../state/session';
import { apiErrorText, useBalanceRefresh } from '../../account';
import { getLobby, type Area, type LotteryItem, type LotteryMenu } from '../api/lottery';
import { favouritesOf, toggleFavourite } from '../lib/favourites';
import { filterItems, listNumbers, MENU_ARROWS_ABOVE, nextRefreshSeconds } from '../lib/refresh';
import { BetSlip } from './bet-slip';
import { MyBets } from './my-bets';
import { Numbers, ResultsList } from './results-list';
import { countdown, useServerClock } from './use-server-clock';
import { VerifyView } from './verify-view';
import './lottery.css';

const FAV = '__fav';
const ALL = '__all';
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];

export default function LotteryPage({ area }: { area: Area }) {
  const { t, i18n } = useTranslation();
  const token = useAtomValue(tokenAtom);
  const memberAction = useMemberAction();
  const refreshBalance = useBalanceRefresh();
  const [params, setParams] = useSearchParams();
  const base = area === 'VN' ? '/vnlottery' : '/lottery';
  const { now, sync } = useServerClock();
  const [menus, setMenus] = useState<LotteryMenu[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [tag, setTag] = useState(ALL);
  const [weekday, setWeekday] = useState<number | null>(null);
  const [search, setSearch] = useState('');
  const user = token ? (sessionStore.get(SESSION_KEYS.username) ?? '') : '';
  const [favs, setFavs] = useState<string[]>([]);
  const [tab, setTab] = useState<'bet' | 'results' | 'mine'>('bet');
  const [reload, setReload] = useState(0);
  const lastSeen = useRef(new Map<string, string>());
  const tagStrip = useRef<HTMLDivElement>(null);

  useEffect(() => setFavs(user ? favouritesOf(user) : []), [user]);

  const load = useCallback(() => {
    getLobby(area, i18n.language).then(
      (r) => {
        sync(r.serverTime);
        setMenus(r.menus);
        setError(null);
        // A new result of a game: the member's bets and the results list follow, and so does the balance.
        let fresh = false;
        for (const i of r.menus.flatMap((m) => m.gameMenus)) {
          const prev = lastSeen.current.get(i.gameId);
          if (i.last && prev !== undefined && prev !== i.last.numero) fresh = true;
          lastSeen.current.set(i.gameId, i.last?.numero ?? '');
        }
        if (fresh) {
          setReload((n) => n + 1);
          if (token) void refreshBalance();
        }
      },
      (e: unknown) => setError(apiErrorText(t, e)),
    );
  }, [area, i18n.language, sync, t, token, refreshBalance]);

  const items = useMemo(() => menus?.flatMap((m) => m.gameMenus) ?? [], [menus]);
  const remains = useMemo(() => items.map((i) => (i.lockTime ? Math.floor((new Date(i.lockTime).getTime() - now) / 1000) : 0)), [items, now]);
  // spec §4: poll again after min(30 s, lowest remaining time), 7 s when that is zero or less.
  const lowest = Math.min(...remains.filter((r) => r > 0), Infinity);
  const anyClosed = remains.some((r) => r <= 0);
  const wait = nextRefreshSeconds(anyClosed ? [0] : Number.isFinite(lowest) ? [lowest] : []);
  useEffect(() => {
    load();
  }, [load]);
  useEffect(() => {
    if (!menus) return;
    const id = setTimeout(load, wait * 1000);
    return () => clearTimeout(id);
  }, [menus, wait, load]);

  const selectedCode = params.get('gameCode');
  const selected = items.find((i) => i.gameId === selectedCode) ?? null;
  const choose = (code: string) => {
    const next = new URLSearchParams(params);
    next.set('gameCode', code);
    next.delete('verify');
    next.delete('numero');
    setParams(next, { replace: false });
    setTab('bet');
  };

  const shown = useMemo(() => {
    const inTag = tag === ALL ? items : tag === FAV ? items.filter((i) => favs.includes(i.gameId)) : items.filter((i) => i.gameMenuTag === tag);
    return filterItems(inTag, weekday, search);
  }, [items, tag, favs, weekday, search]);
  const names = useMemo(() => new Map(items.map((i) => [i.gameId, i.remark])), [items]);

  const fav = (code: string) => memberAction(() => setFavs(toggleFavourite(user, code)), { allowTrial: true });
  const tags = [ALL, FAV, ...(menus ?? []).map((m) => m.tag)];
  const scrollTags = (dir: 1 | -1) => tagStrip.current?.scrollBy({ left: dir * 200, behavior: 'smooth' });

  if (params.get('verify') && params.get('gameCode') && params.get('numero')) {
    return (
      <section className="lottery">
        <VerifyView gameCode={params.get('gameCode')!} numero={params.get('numero')!} back={`${base}?gameCode=${encodeURIComponent(params.get('gameCode')!)}`} />
      </section>
    );
  }

  return (
    <section className="lottery" data-area={area}>
      <header className="lottery__head">
        <h1>{t(area === 'VN' ? 'lottery.vnTitle' : 'lottery.title')}</h1>
        <Link to={area === 'VN' ? '/lottery' : '/vnlottery'}>{t(area === 'VN' ? 'lottery.toSea' : 'lottery.toVn')}</Link>
      </header>
      <div className="lottery__tags">
        {tags.length > MENU_ARROWS_ABOVE && (
          <button type="button" className="vendor-carousel__arrow" onClick={() => scrollTags(-1)} aria-label={t('lottery.tagsPrev')}>
            ‹
          </button>
        )}
        <div className="lottery__tag-strip" role="tablist" aria-label={t('lottery.menus')} ref={tagStrip}>
          {tags.map((x) => (
            <button key={x} type="button" role="tab" aria-selected={tag === x} className={`lobby__tab${tag === x ? ' lobby__tab--on' : ''}`} onClick={() => setTag(x)}>
              {x === ALL ? t('lottery.allGames') : x === FAV ? t('lottery.favourites') : t(`lottery.tag.${x}`)}
            </button>
          ))}
        </div>
        {tags.length > MENU_ARROWS_ABOVE && (
          <button type="button" className="vendor-carousel__arrow" onClick={() => scrollTags(1)} aria-label={t('lottery.tagsNext')}>
            ›
          </button>
        )}
      </div>
      <div className="lottery__filters">
        <label>
          {t('lottery.weekday')}
          <select value={weekday ?? ''} onChange={(e) => setWeekday(e.target.value ? Number(e.target.value) : null)} data-testid="weekday">
            <option value="">{t('lottery.anyDay')}</option>
            {WEEKDAYS.map((d) => (
              <option key={d} value={d}>
                {t(`lottery.day.${d}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="lobby__search">
          <span className="sr-only">{t('lottery.search')}</span>
          <input type="search" value={search} placeholder={t('lottery.search')} onChange={(e) => setSearch(e.target.value)} maxLength={40} />
        </label>
      </div>
      {error && <p role="alert">{error}</p>}
      {menus === null ? (
        <p aria-busy="true">{t('lottery.loading')}</p>
      ) : shown.length === 0 ? (
        <p>{tag === FAV ? t('lottery.noFavourites') : t('lottery.noGames')}</p>
      ) : (
        <ul className="lottery__grid">
          {shown.map((i) => (
            <GameCard key={i.gameId} item={i} now={now} selected={i.gameId === selectedCode} favourite={favs.includes(i.gameId)} onChoose={() => choose(i.gameId)} onFav={() => fav(i.gameId)} />
          ))}
        </ul>
      )}
      {selected && (
        <section className="lottery__game" aria-labelledby="lottery-game-title" data-testid="lottery-game">
          <h2 id="lottery-game-title">{selected.remark}</h2>
          <div className="lobby__tabs" role="tablist">
            {(['bet', 'results', 'mine'] as const).map((x) => (
              <button key={x} type="button" role="tab" aria-selected={tab === x} className={`lobby__tab${tab === x ? ' lobby__tab--on' : ''}`} onClick={() => (x === 'mine' ? memberAction(() => setTab(x), { allowTrial: true }) : setTab(x))}>
                {t(`lottery.tabs.${x}`)}
              </button>
            ))}
          </div>
          {tab === 'bet' && <BetSlip key={selected.gameId} item={selected} now={now} initialPlayType={params.get('playType')} onPlaced={() => setReload((n) => n + 1)} />}
          {tab === 'results' && <ResultsList gameCode={selected.gameId} base={base} reload={reload} />}
          {tab === 'mine' && token && <MyBets reload={reload} names={names} />}
        </section>
      )}
    </section>
  );
}

function GameCard({ item, now, selected, favourite, onChoose, onFav }: { item: LotteryItem; now: number; selected: boolean; favourite: boolean; onChoose: () => void; onFav: () => void }) {
  const { t } = useTranslation();
  const remain = item.lockTime ? (new Date(item.lockTime).getTime() - now) / 1000 : 0;
  return (
    <li className={`lottery-card${selected ? ' lottery-card--on' : ''}`} data-game={item.gameId}>
      <button type="button" className="lottery-card__main" onClick={onChoose}>
        <span className="lottery-card__name">{item.remark}</span>
        <span className="lottery-card__draw">
          {item.numero ? t('lottery.nextDraw', { numero: item.numero }) : t('lottery.waiting')}
        </span>
        <span className="lottery-card__time" data-testid="countdown">
          {item.numero && remain > 0 ? t('lottery.closesIn', { time: countdown(remain) }) : t('lottery.closed')}
        </span>
        {item.last && (
          <span className="lottery-card__last" data-testid="last-result">
            {t('lottery.lastResult', { numero: item.last.numero })} <Numbers numbers={listNumbers(item.last.numbers)} />
          </span>
        )}
      </button>
      <button type="button" className="lottery-card__fav" aria-pressed={favourite} aria-label={t(favourite ? 'lottery.favRemove' : 'lottery.favAdd', { name: item.remark })} onClick={onFav}>
        {favourite ? '★' : '☆'}
      </button>
    </li>
  );
}

// The winners board on the slots page (issue 7 item 3): the biggest recent wins from real rounds
// (GCSGAME_getRankList), usernames masked by the server.
import { startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameType } from '../../../../schema/api/games';
import { getRankList, type RankRow } from '../api/games';
import { useMoney } from '../lib/use-money';

export function WinnersBoard({ gameType }: { gameType?: GameType }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const [rows, setRows] = useState<RankRow[] | null>(null);
  useEffect(() => {
    let live = true;
    getRankList(i18n.language, gameType).then(
      (r) => live && startTransition(() => setRows(r)), // renders in slices (Lighthouse TBT)
      () => live && setRows([]),
    );
    return () => {
      live = false;
    };
  }, [gameType, i18n.language]);
  return (
    <aside className="winners" aria-labelledby="winners-title">
      <h2 id="winners-title" className="winners__title">
        {t('lobby.winners')}
      </h2>
      {rows === null ? null : rows.length === 0 ? (
        <p className="winners__empty">{t('lobby.winnersEmpty')}</p>
      ) : (
        <ol className="winners__list">
          {rows.map((r) => (
            <li key={`${r.rank}-${r.time}`} className="winners__row">
              <span className="winners__rank">{r.rank}</span>
              <span className="winners__who">
                <strong>{r.userName}</strong>
                <span>{r.gameName}</span>
              </span>
              <span className="winners__win">
                {money(r.win)}
                <small>×{r.multiplier}</small>
              </span>
            </li>
          ))}
        </ol>
      )}
    </aside>
  );
}

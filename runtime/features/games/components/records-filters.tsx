// Filters shared by the betting record and profit/loss pages: game type, date shortcuts, own dates.
import { useTranslation } from 'react-i18next';
import { GAME_TYPES, type GameType } from '../../../../schema/api/games';
import { shortcutRange, type RangeShortcut } from '../lib/date-range';

export interface RecordFilterState {
  gameType?: GameType;
  startDate: string;
  endDate: string;
}

export function RecordsFilters({ value, onChange }: { value: RecordFilterState; onChange: (v: RecordFilterState) => void }) {
  const { t } = useTranslation();
  const shortcuts: RangeShortcut[] = ['today', 'last7', 'last30'];
  return (
    <form className="records__filters" onSubmit={(e) => e.preventDefault()}>
      <label>
        <span>{t('lobby.gameType')}</span>
        <select value={value.gameType ?? ''} onChange={(e) => onChange({ ...value, gameType: (e.target.value || undefined) as GameType | undefined })}>
          <option value="">{t('lobby.allTypes')}</option>
          {GAME_TYPES.map((g) => (
            <option key={g} value={g}>
              {t(`games.${g}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{t('lobby.from')}</span>
        <input type="date" value={value.startDate} max={value.endDate} onChange={(e) => e.target.value && onChange({ ...value, startDate: e.target.value })} />
      </label>
      <label>
        <span>{t('lobby.to')}</span>
        <input type="date" value={value.endDate} min={value.startDate} onChange={(e) => e.target.value && onChange({ ...value, endDate: e.target.value })} />
      </label>
      <div className="records__shortcuts">
        {shortcuts.map((s) => (
          <button key={s} type="button" className="btn btn--small btn--ghost" onClick={() => onChange({ ...value, ...shortcutRange(s) })}>
            {t(`lobby.range.${s}`)}
          </button>
        ))}
      </div>
    </form>
  );
}

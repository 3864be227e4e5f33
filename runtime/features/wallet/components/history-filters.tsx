// transactionHistory / bonusDetails filters: type (account record only), the spec §9 date shortcuts and own dates.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { HISTORY_TYPES } from '../../../../schema/api/wallet';
import type { HistoryFilter, HistoryType } from '../api/history';
import { SHORTCUTS, withDates, withShortcut } from '../lib/history-filter';

export function HistoryFilters({ value, onChange, withType }: { value: HistoryFilter; onChange: (f: HistoryFilter) => void; withType?: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <form className="wl-filters" onSubmit={(e) => e.preventDefault()} data-testid="history-filters">
      {withType && (
        <div className="form__field">
          <label className="form__label" htmlFor={`${id}-type`}>
            {t('wallet.history.type')}
          </label>
          <select id={`${id}-type`} className="form__input" value={value.type ?? ''} onChange={(e) => onChange({ ...value, type: (e.target.value || undefined) as HistoryType | undefined, pageNo: 1 })}>
            <option value="">{t('wallet.history.allTypes')}</option>
            {HISTORY_TYPES.map((ty) => (
              <option key={ty} value={ty}>
                {t(`wallet.history.types.${ty}`)}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="wl-chips" role="group" aria-label={t('wallet.history.period')}>
        {SHORTCUTS.map((s) => (
          <button key={s} type="button" className="wl-chip" aria-pressed={value.range === s} onClick={() => onChange(withShortcut(value, s))} data-range={s}>
            {t(`wallet.history.range.${s}`)}
          </button>
        ))}
      </div>
      <div className="wl-pair">
        <div className="form__field">
          <label className="form__label" htmlFor={`${id}-from`}>
            {t('wallet.history.from')}
          </label>
          <input id={`${id}-from`} type="date" className="form__input" value={value.startDate ?? ''} onChange={(e) => e.target.value && onChange(withDates(value, e.target.value, value.endDate ?? e.target.value))} />
        </div>
        <div className="form__field">
          <label className="form__label" htmlFor={`${id}-to`}>
            {t('wallet.history.to')}
          </label>
          <input id={`${id}-to`} type="date" className="form__input" value={value.endDate ?? ''} onChange={(e) => e.target.value && onChange(withDates(value, value.startDate ?? e.target.value, e.target.value))} />
        </div>
      </div>
    </form>
  );
}

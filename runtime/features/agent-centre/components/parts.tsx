// Shared parts of the agent-centre pages: the date filter, money, a figure, the pager of pages that know only
// whether another page follows.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../../lib/use-tenant';
import { formatMoney } from '../../account';
import type { RangeFilter, RangeShortcut } from '../api/team';

const SHORTCUTS: RangeShortcut[] = ['today', 'yesterday', 'last7', 'last30'];

export function RangeFilters({ value, onChange }: { value: RangeFilter; onChange: (f: RangeFilter) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const dates = (startDate: string, endDate: string) => onChange({ startDate, endDate, pageNo: 1 });
  return (
    <form className="ac-filters" onSubmit={(e) => e.preventDefault()} data-testid="ac-range">
      <div className="ac-actions" role="group" aria-label={t('ac.range.label')}>
        {SHORTCUTS.map((s) => (
          <button key={s} type="button" className="ac-chip" aria-pressed={value.range === s} onClick={() => onChange({ range: s, pageNo: 1 })} data-range={s}>
            {t(`ac.range.${s}`)}
          </button>
        ))}
      </div>
      <div className="form__field">
        <label className="form__label" htmlFor={`${id}-from`}>
          {t('ac.range.from')}
        </label>
        <input id={`${id}-from`} type="date" className="form__input" value={value.startDate ?? ''} onChange={(e) => e.target.value && dates(e.target.value, value.endDate ?? e.target.value)} />
      </div>
      <div className="form__field">
        <label className="form__label" htmlFor={`${id}-to`}>
          {t('ac.range.to')}
        </label>
        <input id={`${id}-to`} type="date" className="form__input" value={value.endDate ?? ''} onChange={(e) => e.target.value && dates(value.startDate ?? e.target.value, e.target.value)} />
      </div>
    </form>
  );
}

/** spec §9: minor units shown with the brand's currency, two decimals and thousands separators. */
export function useMoney() {
  const { currency } = useTenant();
  return (minor: number) => `${minor < 0 ? '-' : ''}${currency.symbol}${formatMoney(Math.abs(minor) / 10 ** currency.minorDigits)}`;
}

/** Basis points as a percentage (60 → 0.60 %). */
export const percent = (bp: number) => `${(bp / 100).toFixed(2)}%`;

export function Pager({ pageNo, hasMore, onPage }: { pageNo: number; hasMore: boolean; onPage: (n: number) => void }) {
  const { t } = useTranslation();
  if (pageNo === 1 && !hasMore) return null;
  return (
    <div className="ac-actions" data-testid="ac-pager">
      <button type="button" className="btn" disabled={pageNo <= 1} onClick={() => onPage(pageNo - 1)}>
        {t('ac.prev')}
      </button>
      <span>{t('ac.pageN', { n: pageNo })}</span>
      <button type="button" className="btn" disabled={!hasMore} onClick={() => onPage(pageNo + 1)}>
        {t('ac.next')}
      </button>
    </div>
  );
}

export function Failure({ error }: { error: string | null }) {
  const { t } = useTranslation();
  return error ? (
    <p className="form__alert" role="alert">
      {t(error)}
    </p>
  ) : null;
}

// spec §4 Jackpot counter on the slots page: starts from a time-derived value and grows by 165.11
// every 3 seconds (spec §9), shown as rolling digits with the currency symbol.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../../lib/use-tenant';
import { formatMoney } from '../../account';

export const JACKPOT_TICK_MS = 3000;
export const JACKPOT_STEP = 165.11;
/** Base and epoch of the time-derived start: every visitor sees the same, ever-growing figure. */
const BASE = 8_000_000;
const EPOCH = Date.UTC(2024, 0, 1);

export function jackpotAt(now: number): number {
  const ticks = Math.floor((now - EPOCH) / JACKPOT_TICK_MS);
  // Wrap yearly so the figure stays plausible.
  return Math.round((BASE + (ticks % 10_000_000) * JACKPOT_STEP / 100) * 100) / 100;
}

export function JackpotCounter() {
  const { t } = useTranslation();
  const { currency } = useTenant();
  const [value, setValue] = useState(() => jackpotAt(Date.now()));
  useEffect(() => {
    const id = setInterval(() => setValue((v) => Math.round((v + JACKPOT_STEP) * 100) / 100), JACKPOT_TICK_MS);
    return () => clearInterval(id);
  }, []);
  // The shared en-US formatter (money.ts), built on first use: not at import, on every page with banners.
  const text = formatMoney(value);
  return (
    <section className="jackpot" aria-label={t('jackpot.label')} data-testid="jackpot">
      <span className="jackpot__label">{t('jackpot.label')}</span>
      <span className="sr-only">
        {currency.symbol} {text}
      </span>
      <span className="jackpot__value" aria-hidden="true" data-value={value}>
        <span className="jackpot__currency">{currency.symbol}</span>
        {[...text].map((ch, i) =>
          /\d/.test(ch) ? (
            <span key={i} className="jackpot__digit">
              <span className="jackpot__roll" style={{ transform: `translateY(-${Number(ch) * 10}%)` }}>
                0123456789
              </span>
            </span>
          ) : (
            <span key={i} className="jackpot__sep">
              {ch}
            </span>
          ),
        )}
      </span>
    </section>
  );
}

// The rules and the exchange-rate table (spec §2 texts): points per unit of valid bet by game type, per unit
// deposited, what points convert to, and that points never expire (spec §9). From the brand's settings.
import { useTranslation } from 'react-i18next';
import type { PointConfig } from '../../../../schema/api/points';
import { useTenant } from '../../../lib/use-tenant';
import { useMoney, usePoints } from '../hooks';

/** Hundredths of a point per unit as "1", "0.5". */
const perUnit = (rate: number) => String(Number((rate / 100).toFixed(2)));

export function RulesTab({ config }: { config: PointConfig }) {
  const { t } = useTranslation();
  const money = useMoney();
  const fmt = usePoints();
  const { currency } = useTenant();
  const unit = money(10 ** currency.minorDigits);
  const rates = Object.entries(config.betRates).sort(([a], [b]) => (a === 'default' ? 1 : b === 'default' ? -1 : a.localeCompare(b)));
  return (
    <div className="pm-rules">
      <ul className="pm-rule-list">
        <li>{t('points.rule.bets')}</li>
        {config.depositRate > 0 && <li>{t('points.rule.deposit', { points: perUnit(config.depositRate), unit })}</li>}
        <li>{t('points.rule.redeem')}</li>
        {config.convertPoints > 0 && config.convertCash > 0 && <li>{t('points.rule.convert', { points: fmt(config.convertPoints), amount: money(config.convertCash) })}</li>}
        <li>{t('points.rule.never')}</li>
      </ul>
      <h2 className="pm-subhead">{t('points.rateTable')}</h2>
      <div className="pm-table-wrap">
        <table className="pm-table" data-testid="points-rate-table">
          <thead>
            <tr>
              <th scope="col">{t('points.col.source')}</th>
              <th scope="col">{t('points.col.perUnit', { unit })}</th>
            </tr>
          </thead>
          <tbody>
            {rates.map(([type, rate]) => (
              <tr key={type} data-game-type={type}>
                <th scope="row">{type === 'default' ? t('points.otherGames') : t(`games.${type}`)}</th>
                <td>{perUnit(rate)}</td>
              </tr>
            ))}
            {config.depositRate > 0 && (
              <tr data-game-type="deposit">
                <th scope="row">{t('points.type.deposit')}</th>
                <td>{perUnit(config.depositRate)}</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}

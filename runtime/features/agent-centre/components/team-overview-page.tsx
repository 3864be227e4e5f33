// Team Overview (spec §2 agent menu; issue 16 item 2): team size, new and active members, deposits, withdrawals,
// valid bets, profit and loss for a spec §9 date shortcut or a custom range.
import { useTranslation } from 'react-i18next';
import { getTeamOverview } from '../api/team';
import { useRangeData } from '../lib/use-range';
import { Failure, RangeFilters, useMoney } from './parts';

export default function TeamOverviewPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const { filter, setFilter, data, error } = useRangeData(getTeamOverview);
  const figures: [string, string][] = data
    ? [
        ['teamSize', String(data.teamSize)],
        ['directCount', String(data.directCount)],
        ['newMembers', String(data.newMembers)],
        ['activeMembers', String(data.activeMembers)],
        ['deposits', money(data.deposits)],
        ['withdrawals', money(data.withdrawals)],
        ['validBet', money(data.validBet)],
        ['profitLoss', money(data.profitLoss)],
      ]
    : [];
  return (
    <section className="ac-page" data-testid="team-overview">
      <h1>{t('ac.menu.teamOverview')}</h1>
      <RangeFilters value={filter} onChange={setFilter} />
      <Failure error={error} />
      {data ? (
        <dl className="ac-figures">
          {figures.map(([k, v]) => (
            <div key={k} data-figure={k}>
              <dt>{t(`ac.overview.${k}`)}</dt>
              <dd>{v}</dd>
            </div>
          ))}
        </dl>
      ) : (
        !error && <div className="route-loading" aria-busy="true" />
      )}
    </section>
  );
}

// Team Betting, User Profit and Loss, Transaction Details of the downline (one row per deposit or withdrawal, with a
// type filter): a date filter and a table, 15 rows a page.
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { getProfitLoss, getTeamBetting, getTeamTransactions, type TransactionType } from '../api/reports';
import { useRangeData } from '../lib/use-range';
import { Failure, Pager, RangeFilters, useMoney } from './parts';

function Table({ head, rows, testId }: { head: [string, boolean][]; rows: ReactNode[][]; testId: string }) {
  const { t } = useTranslation();
  if (!rows.length) return <p className="ac-empty">{t('ac.noRecords')}</p>;
  return (
    <div className="ac-table-wrap">
      <table className="ac-table" data-testid={testId}>
        <thead>
          <tr>
            {head.map(([k, num]) => (
              <th key={k} className={num ? 'num' : undefined}>
                {t(k)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={i}>
              {r.map((c, j) => (
                <td key={j} className={head[j][1] ? 'num' : undefined}>
                  {c}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function TeamBettingPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const { filter, setFilter, data, error } = useRangeData(getTeamBetting);
  return (
    <section className="ac-page" data-testid="team-betting">
      <h1>{t('ac.menu.teamBetting')}</h1>
      <RangeFilters value={filter} onChange={setFilter} />
      <Failure error={error} />
      {data && (
        <>
          <Table
            testId="team-betting-table"
            head={[['ac.team.username', false], ['ac.team.teamSize', true], ['ac.report.bets', true], ['ac.report.validBet', true], ['ac.report.win', true], ['ac.report.profitLoss', true]]}
            rows={data.list.map((r) => [r.username, r.teamSize, r.bets, money(r.validBet), money(r.win), money(r.profitLoss)])}
          />
          <Pager pageNo={filter.pageNo} hasMore={data.hasMore} onPage={(pageNo) => setFilter({ ...filter, pageNo })} />
        </>
      )}
    </section>
  );
}

export function ProfitLossPage() {
  const { t } = useTranslation();
  const id = useId();
  const money = useMoney();
  const [username, setUsername] = useState('');
  const [asked, setAsked] = useState('');
  const { filter, setFilter, data, error } = useRangeData((f) => getProfitLoss(f, asked || undefined), undefined, [asked]);
  return (
    <section className="ac-page" data-testid="user-profit-loss">
      <h1>{t('ac.menu.userProfitLoss')}</h1>
      <RangeFilters value={filter} onChange={setFilter} />
      <form className="ac-filters" onSubmit={(e) => (e.preventDefault(), setAsked(username.trim()))}>
        <div className="form__field">
          <label className="form__label" htmlFor={`${id}-u`}>
            {t('ac.team.username')}
          </label>
          <input id={`${id}-u`} className="form__input" value={username} maxLength={64} onChange={(e) => setUsername(e.target.value)} />
        </div>
        <button type="submit" className="btn btn--primary">
          {t('ac.team.find')}
        </button>
      </form>
      <Failure error={error} />
      {data && (
        <>
          <Table
            testId="profit-loss-table"
            head={[['ac.team.username', false], ['ac.report.bets', true], ['ac.report.validBet', true], ['ac.report.win', true], ['ac.report.profitLoss', true], ['ac.overview.deposits', true], ['ac.overview.withdrawals', true]]}
            rows={data.list.map((r) => [r.username, r.bets, money(r.validBet), money(r.win), money(r.profitLoss), money(r.deposits), money(r.withdrawals)])}
          />
          <Pager pageNo={filter.pageNo} hasMore={data.hasMore} onPage={(pageNo) => setFilter({ ...filter, pageNo })} />
        </>
      )}
    </section>
  );
}

export function TransactionsPage() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const money = useMoney();
  const [type, setType] = useState<TransactionType | ''>('');
  const { filter, setFilter, data, error } = useRangeData((f) => getTeamTransactions(f, type || undefined), { range: 'last7', pageNo: 1 }, [type]);
  return (
    <section className="ac-page" data-testid="downline-transactions">
      <h1>{t('ac.menu.downlineTransactions')}</h1>
      <RangeFilters value={filter} onChange={setFilter} />
      <div className="ac-filters">
        <div className="form__field">
          <label className="form__label" htmlFor={`${id}-type`}>
            {t('ac.transactions.typeFilter')}
          </label>
          <select
            id={`${id}-type`}
            className="form__input"
            value={type}
            data-testid="transactions-type"
            onChange={(e) => {
              setType(e.target.value as TransactionType | '');
              setFilter({ ...filter, pageNo: 1 });
            }}
          >
            <option value="">{t('ac.transactions.all')}</option>
            <option value="deposit">{t('ac.transactions.deposit')}</option>
            <option value="withdrawal">{t('ac.transactions.withdrawal')}</option>
          </select>
        </div>
      </div>
      <Failure error={error} />
      {data && (
        <>
          <Table
            testId="transactions-table"
            head={[['ac.transactions.time', false], ['ac.team.username', false], ['ac.transactions.type', false], ['ac.transactions.amount', true], ['ac.transactions.orderNo', false]]}
            rows={data.list.map((r) => [
              <time dateTime={r.time}>{new Date(r.time).toLocaleString(i18n.language)}</time>,
              r.username,
              t(`ac.transactions.${r.type}`),
              money(r.amount),
              r.orderNo,
            ])}
          />
          <Pager pageNo={filter.pageNo} hasMore={data.hasMore} onPage={(pageNo) => setFilter({ ...filter, pageNo })} />
        </>
      )}
    </section>
  );
}

// My Income (revenue report): the dividends and wages paid to me (one line per contract and period), with the total
// of the range. The same amounts reached the main wallet as ledger journals.
import { useTranslation } from 'react-i18next';
import { getIncome } from '../api/reports';
import { useRangeData } from '../lib/use-range';
import { Failure, Pager, percent, RangeFilters, useMoney } from './parts';

export default function IncomePage() {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const { filter, setFilter, data, error } = useRangeData(getIncome, { range: 'last7', pageNo: 1 });
  return (
    <section className="ac-page" data-testid="my-income">
      <h1>{t('ac.menu.revenueReport')}</h1>
      <RangeFilters value={filter} onChange={setFilter} />
      <Failure error={error} />
      {data && (
        <>
          <dl className="ac-figures">
            <div data-figure="incomeTotal">
              <dt>{t('ac.income.total')}</dt>
              <dd>{money(data.total)}</dd>
            </div>
          </dl>
          {data.list.length === 0 ? (
            <p className="ac-empty">{t('ac.noRecords')}</p>
          ) : (
            <div className="ac-table-wrap">
              <table className="ac-table" data-testid="income-table">
                <thead>
                  <tr>
                    <th>{t('ac.income.kind')}</th>
                    <th>{t('ac.income.period')}</th>
                    <th className="num">{t('ac.income.base')}</th>
                    <th className="num">{t('ac.income.rate')}</th>
                    <th className="num">{t('ac.income.givenBelow')}</th>
                    <th className="num">{t('ac.income.amount')}</th>
                    <th>{t('ac.income.paidAt')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.list.map((r) => (
                    <tr key={`${r.kind}:${r.periodKey}`}>
                      <td>{t(`ac.kind.${r.kind}`)}</td>
                      <td>{r.periodKey.slice(r.periodKey.indexOf(':') + 1)}</td>
                      <td className="num">{money(r.base)}</td>
                      <td className="num">{percent(r.rateBp)}</td>
                      <td className="num">{money(r.givenBelow)}</td>
                      <td className="num" data-amount={r.amount}>
                        {money(r.amount)}
                      </td>
                      <td>{new Date(r.settledAt).toLocaleString(i18n.language)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Pager pageNo={filter.pageNo} hasMore={data.hasMore} onPage={(pageNo) => setFilter({ ...filter, pageNo })} />
        </>
      )}
    </section>
  );
}

// Dividend, Daily Wage, Hourly Salary, Real-Time Salary (spec §2 agent menu; spec §3 contract fields; spec §4 contract
// flow): my contract, offers to me (accept, reject), the contracts I gave (terminate or withdraw), and an offer to a
// direct downline, never above my own rate (the server refuses it with err_contract_above_own).
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { decideContract, offerContract, viewContracts, type ContractKind, type ContractsView, type ContractView, type Terms } from '../api/contracts';
import { toBp, toMinor } from '../lib/amount';
import type { AgentPageProps } from '../pages';
import { Failure, percent, useMoney } from './parts';

function TermsView({ kind, terms }: { kind: ContractKind; terms: Terms }) {
  const { t } = useTranslation();
  const money = useMoney();
  if (!('tiers' in terms)) {
    return (
      <ul data-testid="contract-terms">
        <li>{t('ac.contract.profitRate', { rate: percent(terms.profitRateBp) })}</li>
        <li>{t('ac.contract.lossRate', { rate: percent(terms.lossRateBp) })}</li>
        <li>{t('ac.contract.singleBetRate', { rate: percent(terms.singleBetRateBp) })}</li>
      </ul>
    );
  }
  return (
    <ul data-testid="contract-terms">
      {terms.tiers.map((x, i) => (
        <li key={i}>
          {t(kind === 'dividend' ? 'ac.contract.tierDividend' : kind === 'hourly' ? 'ac.contract.tierHourly' : 'ac.contract.tierDaily', {
            bet: money(x.minBet),
            loss: money(x.minLoss ?? 0),
            active: x.minActive ?? 0,
            rate: percent(x.rateBp),
          })}
        </li>
      ))}
    </ul>
  );
}

function ContractCard({ c, kind, actions }: { c: ContractView; kind: ContractKind; actions?: React.ReactNode }) {
  const { t, i18n } = useTranslation();
  return (
    <article className="ac-section" data-contract={c.id} data-status={c.status}>
      <p>
        <strong>{c.username}</strong> · {t(`ac.contract.status.${c.status}`)} · {t(`ac.contract.period.${c.period}`)}
        {c.upline && <> · {t('ac.contract.from', { upline: c.upline })}</>}
      </p>
      <TermsView kind={kind} terms={c.terms} />
      {c.endReason && (
        <p>
          {t(`ac.contract.endReason.${c.endReason}`)} {c.endedAt && `(${new Date(c.endedAt).toLocaleString(i18n.language)})`}
        </p>
      )}
      {actions && <div className="ac-actions">{actions}</div>}
    </article>
  );
}

function OfferForm({ kind, onOffered }: { kind: ContractKind; onOffered: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [downline, setDownline] = useState('');
  const [rate, setRate] = useState('');
  const [minBet, setMinBet] = useState('0');
  const [minLoss, setMinLoss] = useState('0');
  const [minActive, setMinActive] = useState('0');
  const [rates, setRates] = useState({ profit: '0', loss: '0', single: '0' });
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const submit = async () => {
    let terms: Terms;
    if (kind === 'realtime') {
      const [p, l, s] = [toBp(rates.profit), toBp(rates.loss), toBp(rates.single)];
      if (p === null || l === null || s === null) return setNotice({ ok: false, text: t('ac.contract.badRate') });
      terms = { profitRateBp: p, lossRateBp: l, singleBetRateBp: s };
    } else {
      const bp = toBp(rate);
      const bet = toMinor(minBet || '0');
      const loss = toMinor(minLoss || '0');
      const active = /^\d{1,6}$/.test(minActive) ? Number(minActive) : null;
      if (bp === null || bet === null || loss === null || active === null) return setNotice({ ok: false, text: t('ac.contract.badRate') });
      terms = { tiers: [{ minBet: bet, rateBp: bp, ...(kind === 'dividend' ? { minLoss: loss, minActive: active } : {}) }] };
    }
    try {
      await offerContract(kind, downline.trim(), terms);
      setNotice({ ok: true, text: t('ac.contract.offered', { username: downline.trim() }) });
      setDownline('');
      onOffered();
    } catch (e) {
      setNotice({ ok: false, text: t(e instanceof ApiError ? e.message : 'err_network') });
    }
  };
  const field = (key: string, label: string, value: string, set: (v: string) => void) => (
    <div className="form__field" key={key}>
      <label className="form__label" htmlFor={`${id}-${key}`}>
        {label}
      </label>
      <input id={`${id}-${key}`} name={key} className="form__input" inputMode="decimal" value={value} onChange={(e) => set(e.target.value)} required />
    </div>
  );
  return (
    <form className="ac-form ac-section" onSubmit={(e) => (e.preventDefault(), void submit())} data-testid="offer-form">
      <h2>{t('ac.contract.offerTitle')}</h2>
      <div className="form__field">
        <label className="form__label" htmlFor={`${id}-d`}>
          {t('ac.contract.downline')}
        </label>
        <input id={`${id}-d`} name="downline" className="form__input" value={downline} onChange={(e) => setDownline(e.target.value)} required />
      </div>
      {kind === 'realtime' ? (
        <>
          {field('profit', t('ac.contract.profitRateLabel'), rates.profit, (v) => setRates({ ...rates, profit: v }))}
          {field('loss', t('ac.contract.lossRateLabel'), rates.loss, (v) => setRates({ ...rates, loss: v }))}
          {field('single', t('ac.contract.singleBetRateLabel'), rates.single, (v) => setRates({ ...rates, single: v }))}
        </>
      ) : (
        <>
          {field('minBet', t(kind === 'dividend' ? 'ac.contract.minValidBet' : kind === 'hourly' ? 'ac.contract.minHourlyBet' : 'ac.contract.minDailyBet'), minBet, setMinBet)}
          {kind === 'dividend' && field('minLoss', t('ac.contract.minLoss'), minLoss, setMinLoss)}
          {kind === 'dividend' && field('minActive', t('ac.contract.minActive'), minActive, setMinActive)}
          {field('rate', t('ac.contract.rateLabel'), rate, setRate)}
        </>
      )}
      {notice && (
        <p className={notice.ok ? 'wl-notice' : 'form__alert'} role={notice.ok ? 'status' : 'alert'} data-testid="offer-notice">
          {notice.text}
        </p>
      )}
      <button type="submit" className="btn btn--primary">
        {t('ac.contract.offer')}
      </button>
    </form>
  );
}

function ContractPage({ kind, titleKey, refresh }: { kind: ContractKind; titleKey: string; refresh: () => void }) {
  const { t } = useTranslation();
  const [view, setView] = useState<ContractsView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(() => {
    viewContracts(kind).then(
      (v) => (setView(v), setError(null)),
      (e) => setError(e instanceof ApiError ? e.message : 'err_network'),
    );
  }, [kind]);
  useEffect(load, [load]);
  const act = async (id: number, action: 'accept' | 'reject' | 'terminate') => {
    try {
      await decideContract(kind, id, action);
      load();
      refresh();
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'err_network');
    }
  };
  const button = (id: number, action: 'accept' | 'reject' | 'terminate', primary = false) => (
    <button type="button" className={primary ? 'btn btn--primary' : 'btn'} onClick={() => void act(id, action)} data-action={action}>
      {t(`ac.contract.${action}`)}
    </button>
  );
  return (
    <section className="ac-page" data-testid={`contract-${kind}`}>
      <h1>{t(titleKey)}</h1>
      <Failure error={error} />
      {view && (
        <>
          <div className="ac-section" data-testid="my-contract">
            <h2>{t('ac.contract.mine')}</h2>
            {view.mine ? <ContractCard c={view.mine} kind={kind} actions={view.mine.upline && button(view.mine.id, 'terminate')} /> : <p className="ac-empty">{t('ac.contract.noneMine')}</p>}
          </div>
          {view.offers.length > 0 && (
            <div className="ac-section" data-testid="offers">
              <h2>{t('ac.contract.offers')}</h2>
              {view.offers.map((c) => (
                <ContractCard key={c.id} c={c} kind={kind} actions={<>{button(c.id, 'accept', true)}{button(c.id, 'reject')}</>} />
              ))}
            </div>
          )}
          <div className="ac-section" data-testid="given">
            <h2>{t('ac.contract.given')}</h2>
            {view.given.length === 0 && <p className="ac-empty">{t('ac.contract.noneGiven')}</p>}
            {view.given.map((c) => (
              <ContractCard key={c.id} c={c} kind={kind} actions={(c.status === 'active' || c.status === 'offered') && button(c.id, 'terminate')} />
            ))}
          </div>
          {view.mine && <OfferForm kind={kind} onOffered={load} />}
          {view.history.length > 0 && (
            <div className="ac-section" data-testid="history">
              <h2>{t('ac.contract.history')}</h2>
              {view.history.map((c) => (
                <ContractCard key={c.id} c={c} kind={kind} />
              ))}
            </div>
          )}
        </>
      )}
    </section>
  );
}

export const DividendPage = ({ refresh }: AgentPageProps) => <ContractPage kind="dividend" titleKey="ac.menu.dividend" refresh={refresh} />;
export const DailyWagePage = ({ refresh }: AgentPageProps) => <ContractPage kind="daily" titleKey="ac.menu.dailyWage" refresh={refresh} />;
export const HourlyWagePage = ({ refresh }: AgentPageProps) => <ContractPage kind="hourly" titleKey="ac.menu.hourlySalary" refresh={refresh} />;
export const RealTimeWagePage = ({ refresh }: AgentPageProps) => <ContractPage kind="realtime" titleKey="ac.menu.realTimeSalary" refresh={refresh} />;

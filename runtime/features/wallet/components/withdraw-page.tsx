// spec §2 withdraw (issue 15 item 5): to one of the member's saved accounts only, the amount with the brand's limits
// and what is left of today's shown before submitting, the payment password; the pending and recent withdrawals with
// the spec §4 receipt once one is paid out.
import { lazy, Suspense, useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BankAccountList, Withdrawal, WithdrawSettings } from '../../../../schema/api/wallet';
import { apiErrorText, Field, useBalanceRefresh } from '../../account';
import type { MemberPageProps } from '../../member-centre';
import { loadBonusWagering } from '../../promotions';
import { getWalletBalance } from '../api/balance';
import { getBankAccounts } from '../api/bank-accounts';
import { getMyWithdrawals, getWithdrawSettings, requestWithdrawal } from '../api/withdrawals';
import { useMoney } from '../hooks/use-money';
import { usePoll } from '../hooks/use-poll';
import { useRequestId } from '../hooks/use-request-id';
import { toMinor } from '../lib/amount';
import { AmountField } from './amount-field';
import { Notice, type NoticeState } from './notice';
import { receiptOpen, WithdrawalList } from './withdrawal-list';
import './wallet.css';

// Issue 18: promotion bonuses with their wagering, and the forfeit (features/promotions).
const BonusWagering = lazy(loadBonusWagering);

interface Loaded {
  settings: WithdrawSettings;
  accounts: BankAccountList;
  main: number;
}

export default function WithdrawPage({ open }: MemberPageProps) {
  const { t } = useTranslation();
  const { money, minorDigits } = useMoney();
  const refreshHeader = useBalanceRefresh();
  const [data, setData] = useState<Loaded | null>(null);
  const [withdrawals, setWithdrawals] = useState<Withdrawal[] | null>(null);
  const [accountId, setAccountId] = useState<number | null>(null);
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; password?: string; account?: string }>({});
  const [notice, setNotice] = useState<NoticeState>(null);
  const [busy, setBusy] = useState(false);
  const requestId = useRequestId();
  const groupId = useId();

  const load = useCallback(async () => {
    try {
      const [settings, accounts, balance] = await Promise.all([getWithdrawSettings(), getBankAccounts(), getWalletBalance()]);
      setData({ settings, accounts, main: balance.mainBalance });
      setAccountId((id) => (id && accounts.list.some((a) => a.id === id) ? id : (accounts.list[0]?.id ?? null)));
    } catch (err) {
      setNotice({ kind: 'error', text: apiErrorText(t, err) });
    }
  }, [t]);
  const loadWithdrawals = useCallback(() => getMyWithdrawals().then(setWithdrawals, () => undefined), []);
  useEffect(() => {
    void load();
    void loadWithdrawals();
  }, [load, loadWithdrawals]);
  // Live status: a pending withdrawal (the operator pays or rejects it) or an open receipt.
  usePoll(loadWithdrawals, !!withdrawals?.some((w) => w.status === 'pending' || receiptOpen(w, Date.now())));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || !data) return;
    const { settings } = data;
    const minor = toMinor(amount, minorDigits);
    const next: typeof errors = {};
    if (!accountId) next.account = t('err_bank_account_not_found');
    if (minor === null) next.amount = t('err_amount');
    else if (minor < settings.minAmount || minor > settings.maxAmount) next.amount = t('wallet.limits', { min: money(settings.minAmount), max: money(settings.maxAmount) });
    else if (minor > data.main) next.amount = t('err_insufficient_funds');
    if (!/^\d{6}$/.test(password)) next.password = t('mc.security.paymentPasswordRule');
    setErrors(next);
    setNotice(null);
    if (Object.keys(next).length || minor === null || !accountId) return;
    setBusy(true);
    try {
      const w = await requestWithdrawal({ requestId: requestId.current(), amount: minor, paymentPassword: password, bankAccountId: accountId });
      requestId.renew();
      setAmount('');
      setPassword('');
      setNotice({ kind: 'ok', text: t('wallet.withdraw.submitted', { amount: money(w.amount), account: `${w.bankName} ${w.accountNumber}` }) });
      await Promise.all([load(), loadWithdrawals(), refreshHeader()]);
    } catch (err) {
      setNotice({ kind: 'error', text: apiErrorText(t, err) });
    } finally {
      setBusy(false);
    }
  };

  let form: React.ReactNode;
  if (!data) form = notice ? <Notice value={notice} /> : <div className="route-loading" aria-busy="true" />;
  else if (!data.accounts.list.length) {
    form = (
      <div className="wl-callout" data-testid="withdraw-no-account">
        <p>{t('wallet.withdraw.noAccount')}</p>
        <button type="button" className="btn btn--primary" onClick={() => open('securityCenter', { tab: 'bankAccounts' })}>
          {t('wallet.bank.add')}
        </button>
      </div>
    );
  } else if (!data.settings.paymentPasswordSet) {
    form = (
      <div className="wl-callout" data-testid="withdraw-no-password">
        <p>{t('err_payment_password_unset')}</p>
        <button type="button" className="btn btn--primary" onClick={() => open('securityCenter', { tab: 'paymentPassword' })}>
          {t('mc.security.setPaymentPassword')}
        </button>
      </div>
    );
  } else {
    const { settings } = data;
    const leftToday = Math.max(0, settings.dailyMax - settings.usedToday);
    const countLeft = Math.max(0, settings.dailyCount - settings.countToday);
    form = (
      <form className="form wl-form" onSubmit={submit} noValidate data-testid="withdraw-form">
        <fieldset className="wl-channels">
          <legend className="form__label">{t('wallet.withdraw.toAccount')}</legend>
          {data.accounts.list.map((a) => (
            <label key={a.id} className="wl-channel" data-account={a.id}>
              <input
                type="radio"
                name={`${groupId}-account`}
                value={a.id}
                checked={a.id === accountId}
                onChange={() => {
                  setAccountId(a.id);
                  requestId.renew();
                }}
              />
              <span className="wl-channel__name">
                {a.bankName} {a.accountNumber}
              </span>
              <span className="wl-channel__kind">{a.accountName}</span>
            </label>
          ))}
          {errors.account && <p className="form__error">{errors.account}</p>}
        </fieldset>
        <dl className="wl-facts" data-testid="withdraw-limits">
          <div>
            <dt>{t('wallet.withdraw.available')}</dt>
            <dd>{money(data.main)}</dd>
          </div>
          <div>
            <dt>{t('wallet.withdraw.perWithdrawal')}</dt>
            <dd>{t('wallet.range', { min: money(settings.minAmount), max: money(settings.maxAmount) })}</dd>
          </div>
          <div>
            <dt>{t('wallet.withdraw.leftToday')}</dt>
            <dd>{t('wallet.withdraw.leftTodayValue', { amount: money(leftToday), n: countLeft })}</dd>
          </div>
        </dl>
        <AmountField
          value={amount}
          onChange={(v) => {
            setAmount(v);
            requestId.renew();
          }}
          error={errors.amount}
        />
        <Field
          name="paymentPassword"
          label={t('wallet.paymentPassword')}
          required
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          value={password}
          onChange={(e) => setPassword(e.target.value.trim())}
          error={errors.password}
        />
        <Notice value={notice} />
        <button type="submit" className="btn btn--primary form__submit" disabled={busy}>
          {t('wallet.withdraw.submit')}
        </button>
      </form>
    );
  }

  return (
    <section className="wl-page" data-testid="withdraw-page">
      <h1>{t('mc.menu.withdraw')}</h1>
      <Suspense fallback={null}>
        <BonusWagering onChanged={() => void load()} />
      </Suspense>
      {form}
      <h2 className="wl-subhead">{t('wallet.withdraw.recent')}</h2>
      {withdrawals ? <WithdrawalList withdrawals={withdrawals} onChanged={() => void loadWithdrawals()} /> : <div className="route-loading" aria-busy="true" />}
    </section>
  );
}

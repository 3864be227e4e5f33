// securityCenter "bank accounts" tab (issue 15 item 2): the member's saved bank accounts and e-wallets (numbers
// masked), add one in their real name (set in My account first) up to the brand's maximum, remove one. A withdrawal
// goes only to one of these.
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BANK_ACCOUNT_KINDS, type BankAccountList } from '../../../../schema/api/wallet';
import { apiErrorText, Field } from '../../account';
import type { MemberPageProps } from '../../member-centre';
import { addBankAccount, getBankAccounts, removeBankAccount } from '../api/bank-accounts';
import { Notice, type NoticeState } from './notice';
import './wallet.css';

type Kind = (typeof BANK_ACCOUNT_KINDS)[number];
const NUMBER = /^\+?[0-9][0-9 -]{4,32}[0-9]$/;
const EMPTY = { bankName: '', accountNumber: '' };

export default function BankAccountsTab({ open }: MemberPageProps) {
  const { t } = useTranslation();
  const groupId = useId();
  const [data, setData] = useState<BankAccountList | null>(null);
  const [kind, setKind] = useState<Kind>('bank');
  const [v, setV] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof typeof EMPTY, string>>>({});
  const [notice, setNotice] = useState<NoticeState>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(
    () =>
      getBankAccounts().then(setData, (err: unknown) => {
        setNotice({ kind: 'error', text: apiErrorText(t, err) });
      }),
    [t],
  );
  useEffect(() => void load(), [load]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || !data?.realName) return;
    const next: typeof errors = {};
    if (v.bankName.trim().length < 2) next.bankName = t('err_required');
    if (!NUMBER.test(v.accountNumber.trim())) next.accountNumber = t('wallet.bank.numberRule');
    setErrors(next);
    setNotice(null);
    if (Object.keys(next).length) return;
    setBusy(true);
    try {
      const saved = await addBankAccount({ kind, bankName: v.bankName.trim(), accountName: data.realName, accountNumber: v.accountNumber.trim() });
      setV(EMPTY);
      setNotice({ kind: 'ok', text: t('wallet.bank.added', { account: `${saved.bankName} ${saved.accountNumber}` }) });
      await load();
    } catch (err) {
      setNotice({ kind: 'error', text: apiErrorText(t, err) });
    } finally {
      setBusy(false);
    }
  };

  const remove = async (id: number) => {
    if (busy) return;
    setBusy(true);
    setNotice(null);
    try {
      await removeBankAccount(id);
      setConfirming(null);
      setNotice({ kind: 'ok', text: t('wallet.bank.removed') });
      await load();
    } catch (err) {
      setNotice({ kind: 'error', text: apiErrorText(t, err) });
    } finally {
      setBusy(false);
    }
  };

  if (!data) return notice ? <Notice value={notice} /> : <div className="route-loading" aria-busy="true" />;
  const full = data.list.length >= data.max;
  return (
    <div className="wl-bank-accounts" data-testid="bank-accounts">
      <p className="wl-hint" data-testid="bank-accounts-count">
        {t('wallet.bank.count', { n: data.list.length, max: data.max })}
      </p>
      {data.list.length > 0 && (
        <ul className="wl-list">
          {data.list.map((a) => (
            <li key={a.id} className="wl-item" data-account={a.id}>
              <div className="wl-item__row">
                <span className="wl-item__title">
                  {a.bankName} <span className="wl-num">{a.accountNumber}</span>
                </span>
                <span className="wl-channel__kind">{t(`wallet.bank.kind.${a.kind}`)}</span>
              </div>
              <div className="wl-item__row wl-item__meta">
                <span>{a.accountName}</span>
                {confirming === a.id ? (
                  <span className="wl-actions" role="group" aria-label={t('wallet.bank.removeConfirm')}>
                    <span>{t('wallet.bank.removeConfirm')}</span>
                    <button type="button" className="btn btn--small btn--primary" onClick={() => void remove(a.id)} disabled={busy}>
                      {t('wallet.bank.removeYes')}
                    </button>
                    <button type="button" className="btn btn--small btn--ghost" onClick={() => setConfirming(null)}>
                      {t('wallet.bank.removeNo')}
                    </button>
                  </span>
                ) : (
                  <button type="button" className="btn btn--small btn--ghost" onClick={() => setConfirming(a.id)} aria-label={t('wallet.bank.removeOne', { account: `${a.bankName} ${a.accountNumber}` })}>
                    {t('wallet.bank.remove')}
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {!data.realName ? (
        <div className="wl-callout" data-testid="bank-real-name-unset">
          <p>{t('err_real_name_unset')}</p>
          <button type="button" className="btn btn--primary" onClick={() => open('securityCenter', { tab: 'profile' })}>
            {t('wallet.bank.toProfile')}
          </button>
        </div>
      ) : full ? (
        <p className="wl-callout">{t('err_bank_accounts_max')}</p>
      ) : (
        <form className="form wl-form" onSubmit={submit} noValidate data-testid="bank-account-form">
          <h2 className="wl-subhead">{t('wallet.bank.add')}</h2>
          <fieldset className="wl-kinds">
            <legend className="form__label">{t('wallet.bank.kindLabel')}</legend>
            {BANK_ACCOUNT_KINDS.map((k) => (
              <label key={k} className="form__check">
                <input type="radio" name={`${groupId}-kind`} value={k} checked={kind === k} onChange={() => setKind(k)} />
                {t(`wallet.bank.kind.${k}`)}
              </label>
            ))}
          </fieldset>
          <Field
            name="bankName"
            label={t(kind === 'bank' ? 'wallet.bank.bankName' : 'wallet.bank.provider')}
            required
            maxLength={64}
            autoComplete="off"
            value={v.bankName}
            onChange={(e) => setV({ ...v, bankName: e.target.value })}
            error={errors.bankName}
          />
          <Field name="accountName" label={t('wallet.bank.accountName')} readOnly value={data.realName} aria-describedby={`${groupId}-holder`} />
          <p id={`${groupId}-holder`} className="wl-hint">
            {t('wallet.bank.holderRule')}
          </p>
          <Field
            name="accountNumber"
            label={t(kind === 'bank' ? 'wallet.bank.accountNumber' : 'wallet.bank.walletNumber')}
            required
            inputMode="numeric"
            autoComplete="off"
            maxLength={34}
            value={v.accountNumber}
            onChange={(e) => setV({ ...v, accountNumber: e.target.value })}
            error={errors.accountNumber}
          />
          <Notice value={notice} />
          <button type="submit" className="btn btn--primary form__submit" disabled={busy}>
            {t('wallet.bank.save')}
          </button>
        </form>
      )}
      {(!data.realName || full) && <Notice value={notice} />}
    </div>
  );
}

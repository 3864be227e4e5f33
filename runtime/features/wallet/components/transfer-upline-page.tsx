// spec §2 transferUpline, §6 "a member may transfer to the upline": from the main wallet to the upline, with the
// payment password. A member without an upline is told so instead of being shown a form.
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText, Field, useBalanceRefresh } from '../../account';
import type { MemberPageProps } from '../../member-centre';
import { memberInfoAtom } from '../../../state/session';
import { getWalletBalance } from '../api/balance';
import { getPaymentPasswordState } from '../api/payment-password';
import { transferToUpline } from '../api/transfer-upline';
import { useMoney } from '../hooks/use-money';
import { useRequestId } from '../hooks/use-request-id';
import { toMinor } from '../lib/amount';
import { AmountField } from './amount-field';
import { Notice, type NoticeState } from './notice';
import './wallet.css';

export default function TransferUplinePage({ open }: MemberPageProps) {
  const { t } = useTranslation();
  const { money, minorDigits } = useMoney();
  const member = useAtomValue(memberInfoAtom);
  const refreshHeader = useBalanceRefresh();
  const [main, setMain] = useState<number | null>(null);
  const [passwordSet, setPasswordSet] = useState<boolean | null>(null);
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; password?: string }>({});
  const [notice, setNotice] = useState<NoticeState>(null);
  const [busy, setBusy] = useState(false);
  const requestId = useRequestId();

  const load = useCallback(async () => {
    try {
      const [balance, pw] = await Promise.all([getWalletBalance(), getPaymentPasswordState()]);
      setMain(balance.mainBalance);
      setPasswordSet(pw.isSet);
    } catch (err) {
      setNotice({ kind: 'error', text: apiErrorText(t, err) });
    }
  }, [t]);
  useEffect(() => void load(), [load]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || main === null) return;
    const minor = toMinor(amount, minorDigits);
    const next: typeof errors = {};
    if (minor === null) next.amount = t('err_amount');
    else if (minor > main) next.amount = t('err_insufficient_funds');
    if (!/^\d{6}$/.test(password)) next.password = t('mc.security.paymentPasswordRule');
    setErrors(next);
    setNotice(null);
    if (Object.keys(next).length || minor === null) return;
    setBusy(true);
    try {
      const done = await transferToUpline({ requestId: requestId.current(), amount: minor, paymentPassword: password });
      requestId.renew();
      setAmount('');
      setPassword('');
      setNotice({ kind: 'ok', text: t('wallet.upline.done', { amount: money(done.amount), upline: done.to }) });
      await Promise.all([load(), refreshHeader()]);
    } catch (err) {
      setNotice({ kind: 'error', text: apiErrorText(t, err) });
    } finally {
      setBusy(false);
    }
  };

  let body: React.ReactNode;
  if (!member || main === null || passwordSet === null) body = notice ? <Notice value={notice} /> : <div className="route-loading" aria-busy="true" />;
  else if (!member.toUpline) body = <p className="wl-callout" data-testid="no-upline">{t('err_no_upline')}</p>;
  else if (!passwordSet)
    body = (
      <div className="wl-callout">
        <p>{t('err_payment_password_unset')}</p>
        <button type="button" className="btn btn--primary" onClick={() => open('securityCenter', { tab: 'paymentPassword' })}>
          {t('mc.security.setPaymentPassword')}
        </button>
      </div>
    );
  else
    body = (
      <form className="form wl-form" onSubmit={submit} noValidate data-testid="upline-form">
        <dl className="wl-facts">
          <div>
            <dt>{t('wallet.upline.to')}</dt>
            <dd data-testid="upline-name">{member.toUpline}</dd>
          </div>
          <div>
            <dt>{t('wallet.withdraw.available')}</dt>
            <dd>{money(main)}</dd>
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
          {t('wallet.upline.submit')}
        </button>
      </form>
    );

  return (
    <section className="wl-page" data-testid="transfer-upline">
      <h1>{t('mc.menu.transferUpline')}</h1>
      {body}
    </section>
  );
}

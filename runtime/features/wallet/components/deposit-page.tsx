// spec §2 depositv2 (issue 15 item 4): the brand's channels with their limits and amount presets; the demo gateway
// (its payment page, /depositv2?pay=<id>, which the player completes) and manual bank transfer (the operator's bank
// account, the player's reference and an optional receipt image); the pending and recent deposits, live.
import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { Deposit, PaymentChannel } from '../../../../schema/api/wallet';
import { apiErrorText, Field, useBalanceRefresh } from '../../account';
import type { MemberPageProps } from '../../member-centre';
import { loadDepositBonus } from '../../promotions';
import { attachDepositReceipt, getDepositChannels, getMyDeposits, startDeposit } from '../api/deposits';
import { useMoney } from '../hooks/use-money';
import { usePoll } from '../hooks/use-poll';
import { useRequestId } from '../hooks/use-request-id';
import { amountPresets, toMinor } from '../lib/amount';
import { readAsDataUrl } from '../lib/image-file';
import { AmountField } from './amount-field';
import { DemoGateway } from './demo-gateway';
import { DepositList } from './deposit-list';
import { ImageInput } from './image-input';
import { Notice, type NoticeState } from './notice';
import './wallet.css';

// Issue 18: the deposit matches this deposit can claim (features/promotions).
const DepositBonus = lazy(loadDepositBonus);

export default function DepositPage({ open }: MemberPageProps) {
  const { t } = useTranslation();
  const { money, minorDigits } = useMoney();
  const refreshHeader = useBalanceRefresh();
  const [params] = useSearchParams();
  const payId = Number(params.get('pay')) || null;
  const [channels, setChannels] = useState<PaymentChannel[] | null>(null);
  const [deposits, setDeposits] = useState<Deposit[] | null>(null);
  const [code, setCode] = useState('');
  const [amount, setAmount] = useState('');
  const [memberRef, setMemberRef] = useState('');
  const [receipt, setReceipt] = useState<File | null>(null);
  /** Remounts the file input after a submit, so it does not keep showing the sent file. */
  const [formKey, setFormKey] = useState(0);
  const [errors, setErrors] = useState<{ amount?: string; memberRef?: string }>({});
  const [notice, setNotice] = useState<NoticeState>(null);
  const [busy, setBusy] = useState(false);
  const requestId = useRequestId();
  const groupId = useId();

  const seen = useRef<Deposit[] | null>(null);
  const loadDeposits = useCallback(
    () =>
      getMyDeposits().then((next) => {
        // A deposit paid since the last look (the operator approved a transfer): the header balance follows.
        const prev = seen.current;
        if (prev && next.some((d) => d.status === 'paid' && prev.some((p) => p.id === d.id && p.status === 'pending'))) void refreshHeader();
        seen.current = next;
        setDeposits(next);
      }, () => undefined),
    [refreshHeader],
  );
  useEffect(() => {
    getDepositChannels().then(
      (list) => {
        setChannels(list);
        setCode((c) => c || list[0]?.code || '');
      },
      (err: unknown) => setNotice({ kind: 'error', text: apiErrorText(t, err) }),
    );
    void loadDeposits();
  }, [t, loadDeposits]);
  // Live status: a pending deposit is looked at again every few seconds until it is decided.
  usePoll(loadDeposits, !!deposits?.some((d) => d.status === 'pending'));

  const channel = channels?.find((c) => c.code === code);
  const presets = useMemo(() => (channel ? amountPresets(channel.minAmount, channel.maxAmount, minorDigits) : []), [channel, minorDigits]);
  const paying = payId ? deposits?.find((d) => d.id === payId && d.gateway === 'demo' && d.status === 'pending') : undefined;

  const changed = () => requestId.renew();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || !channel) return;
    const minor = toMinor(amount, minorDigits);
    const next: typeof errors = {};
    if (minor === null) next.amount = t('err_amount');
    else if (minor < channel.minAmount || minor > channel.maxAmount) next.amount = t('wallet.limits', { min: money(channel.minAmount), max: money(channel.maxAmount) });
    if (channel.gateway === 'bank' && !memberRef.trim()) next.memberRef = t('err_deposit_reference_required');
    setErrors(next);
    setNotice(null);
    if (Object.keys(next).length || minor === null) return;
    setBusy(true);
    try {
      const started = await startDeposit({ requestId: requestId.current(), channelCode: channel.code, amount: minor, ...(channel.gateway === 'bank' ? { memberRef: memberRef.trim() } : {}) });
      requestId.renew();
      if (channel.gateway === 'bank') {
        let text = t('wallet.deposit.bankSubmitted', { amount: money(minor), reference: started.deposit.reference });
        if (receipt) {
          try {
            await attachDepositReceipt(started.deposit.id, await readAsDataUrl(receipt));
          } catch (err) {
            text = `${text} ${apiErrorText(t, err)}`;
          }
        }
        setNotice({ kind: 'ok', text });
        setAmount('');
        setMemberRef('');
        setReceipt(null);
        setFormKey((k) => k + 1);
        await loadDeposits();
      } else {
        await loadDeposits();
        open('depositv2', { pay: String(started.deposit.id) });
      }
    } catch (err) {
      setNotice({ kind: 'error', text: apiErrorText(t, err) });
    } finally {
      setBusy(false);
    }
  };

  const gatewayDone = async (d: Deposit) => {
    setNotice({ kind: d.status === 'paid' ? 'ok' : 'error', text: d.status === 'paid' ? t('wallet.deposit.paid', { amount: money(d.amount) }) : t('wallet.deposit.cancelled') });
    setAmount('');
    await Promise.all([loadDeposits(), refreshHeader()]);
    open('depositv2');
  };

  if (paying) {
    return (
      <section className="wl-page" data-testid="deposit-page">
        <h1>{t('mc.menu.depositv2')}</h1>
        <DemoGateway deposit={paying} onDone={(d) => void gatewayDone(d)} />
      </section>
    );
  }

  return (
    <section className="wl-page" data-testid="deposit-page">
      <h1>{t('mc.menu.depositv2')}</h1>
      <Suspense fallback={null}>
        <DepositBonus />
      </Suspense>
      {!channels ? (
        notice ? <Notice value={notice} /> : <div className="route-loading" aria-busy="true" />
      ) : !channels.length ? (
        <p className="wl-empty">{t('wallet.deposit.noChannels')}</p>
      ) : (
        <form className="form wl-form" onSubmit={submit} noValidate data-testid="deposit-form">
          <fieldset className="wl-channels">
            <legend className="form__label">{t('wallet.deposit.channel')}</legend>
            {channels.map((c) => (
              <label key={c.code} className="wl-channel" data-channel={c.code}>
                <input
                  type="radio"
                  name={`${groupId}-channel`}
                  value={c.code}
                  checked={c.code === code}
                  onChange={() => {
                    setCode(c.code);
                    setErrors({});
                    changed();
                  }}
                />
                <span className="wl-channel__name">{c.name}</span>
                <span className="wl-channel__kind">{t(`wallet.deposit.gateway.${c.gateway}`)}</span>
                <span className="wl-hint">{t('wallet.limits', { min: money(c.minAmount), max: money(c.maxAmount) })}</span>
              </label>
            ))}
          </fieldset>
          {channel?.gateway === 'bank' && (
            <div className="wl-bank" data-testid="operator-bank">
              <p className="wl-hint">{t('wallet.deposit.bankIntro')}</p>
              <dl className="wl-details">
                <div>
                  <dt>{t('wallet.bank.bankName')}</dt>
                  <dd>{channel.details.bankName}</dd>
                </div>
                <div>
                  <dt>{t('wallet.bank.accountName')}</dt>
                  <dd>{channel.details.accountName}</dd>
                </div>
                <div>
                  <dt>{t('wallet.bank.accountNumber')}</dt>
                  <dd data-testid="operator-account-number">{channel.details.accountNumber}</dd>
                </div>
              </dl>
            </div>
          )}
          {channel && (
            <AmountField
              value={amount}
              onChange={(v) => {
                setAmount(v);
                changed();
              }}
              error={errors.amount}
              presets={presets}
            />
          )}
          {channel?.gateway === 'bank' && (
            <>
              <Field
                name="memberRef"
                label={t('wallet.deposit.yourRef')}
                required
                maxLength={64}
                autoComplete="off"
                value={memberRef}
                onChange={(e) => {
                  setMemberRef(e.target.value);
                  changed();
                }}
                error={errors.memberRef}
              />
              <ImageInput key={formKey} name="receipt" label={t('wallet.deposit.receiptOptional')} onChange={setReceipt} />
            </>
          )}
          <Notice value={notice} />
          <button type="submit" className="btn btn--primary form__submit" disabled={busy}>
            {channel?.gateway === 'bank' ? t('wallet.deposit.submitBank') : t('wallet.deposit.submitDemo')}
          </button>
        </form>
      )}
      <h2 className="wl-subhead">{t('wallet.deposit.recent')}</h2>
      {deposits ? <DepositList deposits={deposits} onPay={(d) => open('depositv2', { pay: String(d.id) })} onChanged={() => void loadDeposits()} /> : <div className="route-loading" aria-busy="true" />}
    </section>
  );
}

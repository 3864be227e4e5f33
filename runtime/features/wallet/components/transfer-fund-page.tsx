// spec §2 transferFund (my wallet): the main and per-vendor balances with a refresh, a transfer between main and a
// vendor wallet, and "all to main". A single-wallet brand (spec §3 isSingle) plays every vendor from the one main
// wallet: it shows that balance only.
import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { WalletBalance } from '../../../../schema/api/wallet';
import { apiErrorText, useBalanceRefresh } from '../../account';
import { getMerchantWallet, getWalletBalance } from '../api/balance';
import { getVendors, type VendorName } from '../api/vendors';
import { walletTransfer } from '../api/wallet-transfer';
import { useMoney } from '../hooks/use-money';
import { newRequestId } from '../lib/request-id';
import { toMinor } from '../lib/amount';
import { useRequestId } from '../hooks/use-request-id';
import { AmountField } from './amount-field';
import { Notice, type NoticeState } from './notice';
import './wallet.css';

const MAIN = 'MAIN';

interface State {
  balance: WalletBalance;
  isSingle: boolean;
  vendors: VendorName[];
}

export default function TransferFundPage() {
  const { t } = useTranslation();
  const { money, minorDigits } = useMoney();
  const refreshHeader = useBalanceRefresh();
  const [state, setState] = useState<State | null>(null);
  const [loading, setLoading] = useState(false);
  const [notice, setNotice] = useState<NoticeState>(null);
  const [from, setFrom] = useState(MAIN);
  const [to, setTo] = useState('');
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const requestId = useRequestId();

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const [balance, wallet] = await Promise.all([getWalletBalance(), getMerchantWallet()]);
      const vendors = wallet.isSingle ? [] : await getVendors();
      setState({ balance, isSingle: wallet.isSingle, vendors });
    } catch (err) {
      setNotice({ kind: 'error', text: apiErrorText(t, err) });
    } finally {
      setLoading(false);
    }
  }, [t]);
  useEffect(() => void load(), [load]);

  // Every vendor of the brand, with its wallet's balance (0 until money is moved there), and any wallet left from
  // a vendor no longer listed.
  const wallets = useMemo(() => {
    if (!state) return [];
    const balances = new Map(state.balance.wallets.map((w) => [w.vendorCode, w.balance]));
    const listed = state.vendors.map((v) => ({ code: v.code, name: v.name, balance: balances.get(v.code) ?? 0 }));
    const extra = state.balance.wallets.filter((w) => !state.vendors.some((v) => v.code === w.vendorCode)).map((w) => ({ code: w.vendorCode, name: w.vendorCode, balance: w.balance }));
    return [...listed, ...extra];
  }, [state]);
  const nameOf = (code: string) => (code === MAIN ? t('wallet.mainWallet') : (wallets.find((w) => w.code === code)?.name ?? code));
  useEffect(() => {
    if (!to && wallets[0]) setTo(wallets[0].code);
  }, [wallets, to]);

  const after = async (text: string) => {
    setNotice({ kind: 'ok', text });
    await Promise.all([load(), refreshHeader()]);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const minor = toMinor(amount, minorDigits);
    setAmountError(minor === null ? t('err_amount') : null);
    if (minor === null) return;
    if ((from === MAIN) === (to === MAIN)) {
      setNotice({ kind: 'error', text: t('err_transfer_main_vendor') });
      return;
    }
    setBusy(true);
    setNotice(null);
    try {
      await walletTransfer({ requestId: requestId.current(), from, to, amount: minor });
      requestId.renew();
      setAmount('');
      await after(t('wallet.transferDone', { amount: money(minor), from: nameOf(from), to: nameOf(to) }));
    } catch (err) {
      setNotice({ kind: 'error', text: apiErrorText(t, err) });
    } finally {
      setBusy(false);
    }
  };

  const allToMain = async () => {
    if (busy) return;
    setBusy(true);
    setNotice(null);
    let moved = 0;
    try {
      for (const w of wallets.filter((x) => x.balance > 0)) {
        await walletTransfer({ requestId: newRequestId(), from: w.code, to: MAIN, amount: w.balance });
        moved += w.balance;
      }
      await after(moved ? t('wallet.allToMainDone', { amount: money(moved) }) : t('wallet.nothingToMove'));
    } catch (err) {
      setNotice({ kind: 'error', text: apiErrorText(t, err) });
      await load();
    } finally {
      setBusy(false);
    }
  };

  const changeFrom = (code: string) => {
    setFrom(code);
    requestId.renew();
    if (code !== MAIN) setTo(MAIN);
    else if (to === MAIN) setTo(wallets[0]?.code ?? '');
  };
  const changeTo = (code: string) => {
    setTo(code);
    requestId.renew();
    if (code !== MAIN) setFrom(MAIN);
    else if (from === MAIN) setFrom(wallets[0]?.code ?? '');
  };

  const refresh = (
    <button type="button" className="btn btn--small btn--ghost" onClick={() => void Promise.all([load(), refreshHeader()])} disabled={loading} data-testid="wallet-refresh">
      {t('wallet.refresh')}
    </button>
  );

  return (
    <section className="wl-page" data-testid="transfer-fund">
      <div className="wl-head">
        <h1>{t('mc.menu.transferFund')}</h1>
        {refresh}
      </div>
      {!state ? (
        notice ? <Notice value={notice} /> : <div className="route-loading" aria-busy="true" />
      ) : state.isSingle ? (
        <>
          <dl className="wl-balances">
            <div className="wl-balance wl-balance--main">
              <dt>{t('wallet.mainWallet')}</dt>
              <dd data-testid="main-balance">{money(state.balance.sumBalance)}</dd>
            </div>
          </dl>
          <p className="wl-hint">{t('wallet.singleWalletHint')}</p>
          <Notice value={notice} />
        </>
      ) : (
        <>
          <dl className="wl-balances">
            <div className="wl-balance">
              <dt>{t('wallet.total')}</dt>
              <dd data-testid="total-balance">{money(state.balance.sumBalance)}</dd>
            </div>
            <div className="wl-balance wl-balance--main">
              <dt>{t('wallet.mainWallet')}</dt>
              <dd data-testid="main-balance">{money(state.balance.mainBalance)}</dd>
            </div>
          </dl>
          <form className="form wl-form" onSubmit={submit} noValidate data-testid="transfer-form">
            <div className="wl-pair">
              <WalletSelect id="wl-from" label={t('wallet.from')} value={from} onChange={changeFrom} wallets={wallets} mainLabel={t('wallet.mainWallet')} />
              <WalletSelect id="wl-to" label={t('wallet.to')} value={to} onChange={changeTo} wallets={wallets} mainLabel={t('wallet.mainWallet')} />
            </div>
            <AmountField
              value={amount}
              onChange={(v) => {
                setAmount(v);
                requestId.renew();
              }}
              error={amountError}
            />
            <Notice value={notice} />
            <div className="wl-actions">
              <button type="submit" className="btn btn--primary" disabled={busy}>
                {t('wallet.transfer')}
              </button>
              <button type="button" className="btn btn--ghost" onClick={allToMain} disabled={busy} data-testid="all-to-main">
                {t('wallet.allToMain')}
              </button>
            </div>
          </form>
          <h2 className="wl-subhead">{t('wallet.gameWallets')}</h2>
          <ul className="wl-vendors" data-testid="vendor-wallets">
            {wallets.map((w) => (
              <li key={w.code} data-vendor={w.code} className={w.balance > 0 ? 'wl-vendor wl-vendor--funded' : 'wl-vendor'}>
                <span>{w.name}</span>
                <span className="wl-num">{money(w.balance)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** One side of a transfer: the main wallet or one of the vendor wallets. */
function WalletSelect(p: { id: string; label: string; value: string; onChange: (code: string) => void; wallets: { code: string; name: string }[]; mainLabel: string }) {
  return (
    <div className="form__field">
      <label className="form__label" htmlFor={p.id}>
        {p.label}
      </label>
      <select id={p.id} className="form__input" value={p.value} onChange={(e) => p.onChange(e.target.value)}>
        <option value={MAIN}>{p.mainLabel}</option>
        {p.wallets.map((w) => (
          <option key={w.code} value={w.code}>
            {w.name}
          </option>
        ))}
      </select>
    </div>
  );
}

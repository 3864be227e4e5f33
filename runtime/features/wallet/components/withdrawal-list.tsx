// The player's pending and recent withdrawals, and the spec §4 withdrawal receipt once one is paid out: all received,
// received (with the amount: the rest shows as remaining), or not received (with a proof image), while the time to
// answer runs (then it counts as received). spec §3 withdrawal confirmation: received amount, remaining amount, proof.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Withdrawal } from '../../../../schema/api/wallet';
import { apiErrorText } from '../../account';
import { answerWithdrawalReceipt } from '../api/withdrawals';
import { useMoney } from '../hooks/use-money';
import { toMinor } from '../lib/amount';
import { readAsDataUrl } from '../lib/image-file';
import { timeLeft } from '../lib/time-left';
import { AmountField } from './amount-field';
import { ImageInput } from './image-input';
import { Notice, type NoticeState } from './notice';
import { StatusBadge } from './status-badge';

/** The receipt can be answered (or the answer changed) until it is all received or the window closes. */
export const receiptOpen = (w: Withdrawal, now: number) =>
  w.status === 'paid' && (w.receiptStatus === 'awaiting' || w.receiptStatus === 'received' || w.receiptStatus === 'not_received') && !!w.receiptDeadline && timeLeft(w.receiptDeadline, now) !== null;

export function WithdrawalList({ withdrawals, onChanged }: { withdrawals: Withdrawal[]; onChanged: () => void }) {
  const { t, i18n } = useTranslation();
  const { money } = useMoney();
  if (!withdrawals.length) return <p className="wl-empty">{t('wallet.withdraw.none')}</p>;
  return (
    <ul className="wl-list" data-testid="withdrawal-list">
      {withdrawals.map((w) => (
        <li key={w.id} className="wl-item" data-withdrawal={w.id} data-status={w.status} data-receipt={w.receiptStatus ?? ''}>
          <div className="wl-item__row">
            <span className="wl-item__title">
              {w.bankName} {w.accountNumber}
            </span>
            <span className="wl-num">{money(w.amount)}</span>
          </div>
          <div className="wl-item__row wl-item__meta">
            <time dateTime={w.createdAt}>{new Date(w.createdAt).toLocaleString(i18n.language)}</time>
            <StatusBadge status={w.status} group="withdrawal" />
          </div>
          {w.status === 'rejected' && w.reason && (
            <p className="wl-item__meta">
              {t('wallet.withdraw.reason')}: {w.reason}
            </p>
          )}
          {w.status === 'paid' && w.receiptStatus && (
            <div className="wl-item__row wl-item__meta">
              <span>
                {w.receivedAmount !== null && w.remainingAmount !== null
                  ? t('wallet.receipt.amounts', { received: money(w.receivedAmount), remaining: money(w.remainingAmount) })
                  : t('wallet.receipt.question')}
              </span>
              <StatusBadge status={w.receiptStatus} group="receipt" />
            </div>
          )}
          <ReceiptForm withdrawal={w} onChanged={onChanged} />
        </li>
      ))}
    </ul>
  );
}

type Mode = null | 'received' | 'not_received';

function ReceiptForm({ withdrawal: w, onChanged }: { withdrawal: Withdrawal; onChanged: () => void }) {
  const { t } = useTranslation();
  const { money, minorDigits } = useMoney();
  const [now, setNow] = useState(() => Date.now());
  const [mode, setMode] = useState<Mode>(null);
  const [amount, setAmount] = useState('');
  const [proof, setProof] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<NoticeState>(null);
  const [busy, setBusy] = useState(false);
  const open = receiptOpen(w, now);
  useEffect(() => {
    if (!open) return;
    const id = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(id);
  }, [open]);
  if (!open) return null;
  const left = timeLeft(w.receiptDeadline!, now)!;

  const send = async (status: 'received' | 'not_received' | 'all_received') => {
    if (busy) return;
    setError(null);
    setNotice(null);
    let body: Parameters<typeof answerWithdrawalReceipt>[1] = { status };
    if (status === 'received') {
      const minor = toMinor(amount, minorDigits);
      if (minor === null || minor > w.amount) {
        setError(t('err_received_amount'));
        return;
      }
      body = { status, receivedAmount: minor };
    }
    if (status === 'not_received') {
      if (!proof) {
        setError(t('err_proof_image'));
        return;
      }
      body = { status, proofImage: await readAsDataUrl(proof) };
    }
    setBusy(true);
    try {
      await answerWithdrawalReceipt(w.id, body);
      setMode(null);
      onChanged();
    } catch (err) {
      setNotice({ kind: 'error', text: apiErrorText(t, err) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="wl-receipt" data-testid="receipt-form">
      <p className="wl-hint">
        {t('wallet.receipt.timeLeft')} <strong data-testid="receipt-time-left">{left}</strong>
      </p>
      <div className="wl-actions">
        <button type="button" className="btn btn--small btn--primary" onClick={() => void send('all_received')} disabled={busy} data-testid="receipt-all">
          {t('wallet.receipt.allReceived')}
        </button>
        <button type="button" className="btn btn--small btn--ghost" aria-expanded={mode === 'received'} onClick={() => setMode(mode === 'received' ? null : 'received')}>
          {t('wallet.receipt.partReceived')}
        </button>
        <button type="button" className="btn btn--small btn--ghost" aria-expanded={mode === 'not_received'} onClick={() => setMode(mode === 'not_received' ? null : 'not_received')}>
          {t('wallet.receipt.notReceived')}
        </button>
      </div>
      {mode === 'received' && (
        <div className="wl-inline">
          <AmountField label={t('wallet.receipt.receivedAmount', { max: money(w.amount) })} value={amount} onChange={setAmount} error={error} />
          <button type="button" className="btn btn--small btn--primary" onClick={() => void send('received')} disabled={busy}>
            {t('wallet.receipt.confirm')}
          </button>
        </div>
      )}
      {mode === 'not_received' && (
        <div className="wl-inline">
          <ImageInput name={`proof-${w.id}`} label={t('wallet.receipt.proof')} required onChange={setProof} />
          {error && (
            <p className="form__error" role="alert">
              {error}
            </p>
          )}
          <button type="button" className="btn btn--small btn--primary" onClick={() => void send('not_received')} disabled={busy}>
            {t('wallet.receipt.sendProof')}
          </button>
        </div>
      )}
      <Notice value={notice} />
    </div>
  );
}

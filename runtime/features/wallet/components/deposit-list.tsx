// The player's pending and recent deposits with their live status (the page polls while one is pending): a pending
// demo payment can be completed, a pending bank transfer can still get its receipt image.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Deposit } from '../../../../schema/api/wallet';
import { apiErrorText } from '../../account';
import { attachDepositReceipt } from '../api/deposits';
import { useMoney } from '../hooks/use-money';
import { readAsDataUrl } from '../lib/image-file';
import { ImageInput } from './image-input';
import { Notice, type NoticeState } from './notice';
import { StatusBadge } from './status-badge';

interface Props {
  deposits: Deposit[];
  onPay: (d: Deposit) => void;
  onChanged: () => void;
}

export function DepositList({ deposits, onPay, onChanged }: Props) {
  const { t, i18n } = useTranslation();
  const { money } = useMoney();
  if (!deposits.length) return <p className="wl-empty">{t('wallet.deposit.none')}</p>;
  return (
    <ul className="wl-list" data-testid="deposit-list">
      {deposits.map((d) => (
        <li key={d.id} className="wl-item" data-deposit={d.id} data-status={d.status}>
          <div className="wl-item__row">
            <span className="wl-item__title">{d.channelName ?? d.channelCode}</span>
            <span className="wl-num">{money(d.amount)}</span>
          </div>
          <div className="wl-item__row wl-item__meta">
            <time dateTime={d.createdAt}>{new Date(d.createdAt).toLocaleString(i18n.language)}</time>
            <StatusBadge status={d.status} group="deposit" />
          </div>
          <p className="wl-item__meta">
            {t('wallet.reference')}: {d.reference}
            {d.memberRef ? ` · ${t('wallet.deposit.yourRef')}: ${d.memberRef}` : ''}
            {d.hasReceipt ? ` · ${t('wallet.deposit.receiptAttached')}` : ''}
          </p>
          {d.status === 'pending' && d.gateway === 'demo' && (
            <button type="button" className="btn btn--small btn--primary" onClick={() => onPay(d)}>
              {t('wallet.deposit.continuePayment')}
            </button>
          )}
          {d.status === 'pending' && d.gateway === 'bank' && !d.hasReceipt && <AttachReceipt deposit={d} onChanged={onChanged} />}
        </li>
      ))}
    </ul>
  );
}

function AttachReceipt({ deposit, onChanged }: { deposit: Deposit; onChanged: () => void }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<NoticeState>(null);
  const send = async () => {
    if (!file || busy) return;
    setBusy(true);
    try {
      await attachDepositReceipt(deposit.id, await readAsDataUrl(file));
      onChanged();
    } catch (err) {
      setNotice({ kind: 'error', text: apiErrorText(t, err) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="wl-inline">
      <ImageInput name={`receipt-${deposit.id}`} label={t('wallet.deposit.receipt')} onChange={setFile} />
      <button type="button" className="btn btn--small btn--ghost" onClick={() => void send()} disabled={!file || busy}>
        {t('wallet.deposit.attachReceipt')}
      </button>
      <Notice value={notice} />
    </div>
  );
}

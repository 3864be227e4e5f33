// Transfer to a direct downline (spec §6), from Team Management: amount and payment password; the wallet moves it once
// (request id) and answers with a message key.
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { useTenant } from '../../../lib/use-tenant';
import { transferToDownline } from '../api/transfer';
import { newRequestId, toMinor } from '../lib/amount';

export function TransferToDownline({ downline, onDone }: { downline: string; onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const { currency } = useTenant();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  // One id per filled-in form: a double click or a retry after a timeout moves the money once.
  const requestId = useMemo(() => (void amount, void password, void downline, newRequestId()), [amount, password, downline]);
  const submit = async () => {
    const minor = toMinor(amount, currency.minorDigits);
    if (!minor) return setNotice({ ok: false, text: t('ac.transfer.badAmount') });
    setBusy(true);
    try {
      await transferToDownline({ requestId, amount: minor, paymentPassword: password, downline });
      setNotice({ ok: true, text: t('ac.transfer.done', { username: downline }) });
      setAmount('');
      setPassword('');
    } catch (e) {
      setNotice({ ok: false, text: t(e instanceof ApiError ? e.message : 'err_network') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="ac-form ac-section" onSubmit={(e) => (e.preventDefault(), void submit())} data-testid="transfer-downline">
      <h2>{t('ac.transfer.title', { username: downline })}</h2>
      <div className="form__field">
        <label className="form__label" htmlFor={`${id}-amount`}>
          {t('ac.transfer.amount', { symbol: currency.symbol })}
        </label>
        <input id={`${id}-amount`} className="form__input" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} required />
      </div>
      <div className="form__field">
        <label className="form__label" htmlFor={`${id}-pw`}>
          {t('ac.transfer.paymentPassword')}
        </label>
        <input id={`${id}-pw`} className="form__input" type="password" autoComplete="off" value={password} onChange={(e) => setPassword(e.target.value)} required />
      </div>
      {notice && (
        <p className={notice.ok ? 'wl-notice' : 'form__alert'} role={notice.ok ? 'status' : 'alert'}>
          {notice.text}
        </p>
      )}
      <div className="ac-actions">
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {t('ac.transfer.submit')}
        </button>
        <button type="button" className="btn" onClick={onDone}>
          {t('common.close')}
        </button>
      </div>
    </form>
  );
}

// The demo gateway's payment page (issue 15 item 4): what a card or e-wallet provider's page shows the player, the
// merchant, the amount and the reference, with Pay and Cancel. Either answer is the gateway's callback
// (POST /wps/wallet/deposits/:id/demo), which settles the deposit once on the server.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Deposit } from '../../../../schema/api/wallet';
import { apiErrorText } from '../../account';
import { useTenant } from '../../../lib/use-tenant';
import { completeDemoPayment } from '../api/deposits';
import { useMoney } from '../hooks/use-money';
import { Notice, type NoticeState } from './notice';

export function DemoGateway({ deposit, onDone }: { deposit: Deposit; onDone: (d: Deposit) => void }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const { brandName } = useTenant();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<NoticeState>(null);

  const answer = async (outcome: 'paid' | 'cancelled') => {
    if (busy) return;
    setBusy(true);
    setNotice(null);
    try {
      onDone(await completeDemoPayment(deposit.id, { outcome }));
    } catch (err) {
      setNotice({ kind: 'error', text: apiErrorText(t, err) });
      setBusy(false);
    }
  };

  return (
    <section className="wl-gateway" aria-labelledby="wl-gateway-title" data-testid="demo-gateway">
      <h2 id="wl-gateway-title">{t('wallet.gateway.title')}</h2>
      <p className="wl-hint">{t('wallet.gateway.intro')}</p>
      <dl className="wl-details">
        <div>
          <dt>{t('wallet.gateway.merchant')}</dt>
          <dd>{brandName}</dd>
        </div>
        <div>
          <dt>{t('wallet.amount')}</dt>
          <dd className="wl-gateway__amount" data-testid="gateway-amount">
            {money(deposit.amount)}
          </dd>
        </div>
        <div>
          <dt>{t('wallet.reference')}</dt>
          <dd data-testid="gateway-reference">{deposit.reference}</dd>
        </div>
      </dl>
      <Notice value={notice} />
      <div className="wl-actions">
        <button type="button" className="btn btn--primary" onClick={() => void answer('paid')} disabled={busy} data-testid="gateway-pay">
          {t('wallet.gateway.pay', { amount: money(deposit.amount) })}
        </button>
        <button type="button" className="btn btn--ghost" onClick={() => void answer('cancelled')} disabled={busy} data-testid="gateway-cancel">
          {t('wallet.gateway.cancel')}
        </button>
      </div>
    </section>
  );
}

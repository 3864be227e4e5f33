// One line per movement of the account record: when, what (with its detail from the journal's memo: a reference,
// the wallets of a transfer, the upline, the game vendor, the operator's reason) and the signed amount.
import { useTranslation } from 'react-i18next';
import type { HistoryItem } from '../../../../schema/api/wallet';
import { useMoney } from '../hooks/use-money';

const text = (v: unknown) => (typeof v === 'string' && v ? v : null);

export function HistoryList({ items }: { items: HistoryItem[] }) {
  const { t, i18n } = useTranslation();
  const { money } = useMoney();
  const wallet = (code: unknown) => (code === 'MAIN' ? t('wallet.mainWallet') : text(code));
  const detail = (x: HistoryItem): string | null => {
    const m = x.memo;
    switch (x.type) {
      case 'deposit':
        return text(m.reference);
      case 'withdrawal':
        return text(m.bankName);
      case 'transfer':
        return wallet(m.from) && wallet(m.to) ? `${wallet(m.from)} → ${wallet(m.to)}` : null;
      case 'transfer_upline':
      case 'transfer_downline':
        return x.amount < 0 ? text(m.to) : text(m.from);
      case 'bet':
      case 'win':
      case 'rollback':
        return [text(m.vendorCode), text(m.gameCode)].filter(Boolean).join(' · ') || null;
      default:
        return text(m.reason);
    }
  };
  if (!items.length) return <p className="wl-empty">{t('wallet.history.none')}</p>;
  return (
    <ul className="wl-list" data-testid="history-list">
      {items.map((x) => {
        const shown = x.type === 'transfer' ? x.moved : x.amount;
        const d = detail(x);
        return (
          <li key={x.id} className="wl-item" data-type={x.type}>
            <div className="wl-item__row">
              <span className="wl-item__title">{t(`wallet.history.types.${x.type}`, { defaultValue: x.type })}</span>
              <span className="wl-num" data-amount={shown}>
                {x.type !== 'transfer' && shown > 0 ? '+' : ''}
                {money(shown)}
              </span>
            </div>
            <div className="wl-item__row wl-item__meta">
              <time dateTime={x.createdAt}>{new Date(x.createdAt).toLocaleString(i18n.language)}</time>
              {d && <span className="wl-detail">{d}</span>}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

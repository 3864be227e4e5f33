// A deposit's or withdrawal's state as a labelled badge (the colour only repeats what the text says).
import { useTranslation } from 'react-i18next';

const TONE: Record<string, 'wait' | 'ok' | 'bad'> = {
  pending: 'wait',
  awaiting: 'wait',
  paid: 'ok',
  received: 'ok',
  all_received: 'ok',
  auto_received: 'ok',
  failed: 'bad',
  cancelled: 'bad',
  rejected: 'bad',
  not_received: 'bad',
};

export function StatusBadge({ status, group }: { status: string; group: 'deposit' | 'withdrawal' | 'receipt' }) {
  const { t } = useTranslation();
  return (
    <span className={`badge badge--${TONE[status] ?? 'wait'}`} data-status={status}>
      {t(`wallet.status.${group}.${status}`)}
    </span>
  );
}

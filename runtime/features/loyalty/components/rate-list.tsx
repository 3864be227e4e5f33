// A level's rebate rates by game type ("Slots 0.5% · Live casino 0.3% · Other games 0.2%"), `default` last.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

export function gameTypeLabel(t: TFunction, type: string): string {
  return type === 'default' || type === 'OTHER' ? t('vip.otherGames') : t(`games.${type}`);
}

export function RateList({ rates, format }: { rates: Record<string, number>; format: (bp: number) => string }) {
  const { t } = useTranslation();
  const entries = Object.entries(rates).sort(([a], [b]) => (a === 'default' ? 1 : b === 'default' ? -1 : a.localeCompare(b)));
  return (
    <span className="loy-rates">
      {entries.map(([type, bp]) => `${gameTypeLabel(t, type)} ${format(bp)}`).join(' · ')}
    </span>
  );
}

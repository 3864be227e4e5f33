// The limit period picker (day, week, month) of the Responsible gaming page and the first-deposit offer.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export const PERIODS = ['day', 'week', 'month'] as const;
export type Period = (typeof PERIODS)[number];

export function PeriodSelect({ name, value, onChange }: { name: string; value: Period; onChange: (p: Period) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <label className="form__field" htmlFor={id}>
      <span className="form__label">{t('rg.periodLabel')}</span>
      <select id={id} className="form__input" name={name} value={value} onChange={(e) => onChange(e.target.value as Period)}>
        {PERIODS.map((p) => (
          <option key={p} value={p}>
            {t(`rg.period.${p}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

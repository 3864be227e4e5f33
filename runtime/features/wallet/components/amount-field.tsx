// An amount typed in major units (spec §9), with the limits shown before submitting and optional presets.
import { useTranslation } from 'react-i18next';
import { Field } from '../../account';
import { useMoney } from '../hooks/use-money';
import { toMajorText } from '../lib/amount';

interface Props {
  value: string;
  onChange: (text: string) => void;
  error?: string | null;
  min?: number;
  max?: number;
  /** Preset amounts in minor units. */
  presets?: number[];
  label?: string;
}

export function AmountField({ value, onChange, error, min, max, presets, label }: Props) {
  const { t } = useTranslation();
  const { money, minorDigits, symbol } = useMoney();
  return (
    <div className="wl-amount">
      <Field
        name="amount"
        label={label ?? t('wallet.amountIn', { symbol })}
        required
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        error={error}
      />
      {min !== undefined && max !== undefined && (
        <p className="wl-hint" data-testid="amount-limits">
          {t('wallet.limits', { min: money(min), max: money(max) })}
        </p>
      )}
      {presets && presets.length > 0 && (
        <div className="wl-chips" role="group" aria-label={t('wallet.presets')}>
          {presets.map((p) => {
            const text = toMajorText(p, minorDigits);
            return (
              <button key={p} type="button" className="wl-chip" aria-pressed={value === text} onClick={() => onChange(text)}>
                {money(p)}
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}

// Issue 20 item 1: limits are offered before the first deposit. Above the deposit page, while the member has never
// asked for a deposit and has no deposit limit in force, a card offers a daily, weekly or monthly deposit limit (a
// new limit is a decrease from "none", so it applies at once). "Not now" hides it on this device for this member;
// the member centre's Responsible gaming page keeps every tool.
import { useEffect, useState, type FormEvent } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { RgSettings } from '../../../../schema/api/compliance';
import { apiErrorText, Field } from '../../account';
import { memberInfoAtom } from '../../../state/session';
import { getRgSettings, setRgLimit } from '../api/settings';
import { toMinor } from '../lib/amount';
import { useMoney } from '../lib/use-money';
import { PeriodSelect, type Period } from './period-select';
import './responsible-gaming.css';

const dismissKey = (user: string) => `rg.firstDepositOffer.dismissed.${user}`;

function dismissed(user: string): boolean {
  try {
    return localStorage.getItem(dismissKey(user)) === '1';
  } catch {
    return false;
  }
}

export default function FirstDepositOffer() {
  const { t } = useTranslation();
  const { money, minorDigits } = useMoney();
  const user = useAtomValue(memberInfoAtom)?.userName ?? '';
  const [settings, setSettings] = useState<RgSettings | null>(null);
  const [hidden, setHidden] = useState(false);
  const [period, setPeriod] = useState<Period>('day');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    // The offer is a courtesy: if the settings cannot be read, the deposit page works without it.
    getRgSettings().then(
      (s) => live && setSettings(s),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  if (!settings || hidden || (user && dismissed(user))) return null;
  const hasDepositLimit = settings.limits.some((l) => l.kind === 'deposit' && l.amount !== null);
  if (saved === null && (settings.depositedEver || hasDepositLimit)) return null;

  const save = async (e: FormEvent) => {
    e.preventDefault();
    const value = toMinor(amount, minorDigits);
    if (value === null) return setError(t('err_amount'));
    setError(null);
    setBusy(true);
    try {
      const l = await setRgLimit({ kind: 'deposit', period, amount: value });
      setSaved(t('rg.firstDeposit.saved', { amount: money(l.amount ?? value), period: t(`rg.period.${period}`) }));
    } catch (err) {
      setError(apiErrorText(t, err));
    } finally {
      setBusy(false);
    }
  };
  const notNow = () => {
    try {
      if (user) localStorage.setItem(dismissKey(user), '1');
    } catch {
      // private mode: hidden for this visit only
    }
    setHidden(true);
  };

  return (
    <section className="rg-section rg-offer" aria-labelledby="rg-offer-title" data-testid="rg-first-deposit-offer">
      <h2 id="rg-offer-title">{t('rg.firstDeposit.title')}</h2>
      {saved ? (
        <p className="rg-notice rg-notice--ok" role="status" data-testid="rg-first-deposit-saved">
          {saved}
        </p>
      ) : (
        <>
          <p className="rg-hint">{t('rg.firstDeposit.hint')}</p>
          <form className="form rg-form" onSubmit={(e) => void save(e)} noValidate>
            <div className="rg-row">
              <PeriodSelect name="offerPeriod" value={period} onChange={setPeriod} />
              <Field name="offerAmount" label={t('rg.amountLabel')} inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} error={error} />
            </div>
            <div className="rg-actions">
              <button type="submit" className="btn btn--primary" disabled={busy}>
                {t('rg.firstDeposit.set')}
              </button>
              <button type="button" className="btn" onClick={notNow} data-testid="rg-first-deposit-later">
                {t('rg.firstDeposit.later')}
              </button>
            </div>
          </form>
        </>
      )}
    </section>
  );
}

// Issue 20: the member centre's "Responsible gaming" page. Limits (deposit, loss, wager per day / week / month, and
// session length): a decrease applies at once, a raise or removal after the 24-hour cooling-off, shown as pending.
// The reality-check interval. A time-out or self-exclusion (confirmed with the login password; signs out at once).
// Identity verification: status, upload of ID, proof of address and selfie, each document's review state.
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { EXCLUSION_CHOICES, KYC_DOCUMENT_KINDS, KYC_MAX_BYTES, type KycValue, type RgLimit, type RgSettings } from '../../../../schema/api/compliance';
import { apiErrorText, Field, useSession } from '../../account';
import type { MemberPageProps } from '../../member-centre';
import { warningAtom } from '../../../state/session';
import { getKyc, uploadKycDocument } from '../api/kyc';
import { excludeMe, getRgSettings, setRealityMinutes, setRgLimit } from '../api/settings';
import { toMinor } from '../lib/amount';
import { useMoney } from '../lib/use-money';
import { PeriodSelect, type Period } from './period-select';
import './responsible-gaming.css';

type Notice = { kind: 'ok' | 'error'; text: string } | null;
const KINDS = ['deposit', 'loss', 'wager', 'session'] as const;
const REALITY_CHOICES = [5, 15, 30, 45, 60, 90, 120] as const;

function NoticeLine({ value, testId }: { value: Notice; testId: string }) {
  if (!value) return null;
  return (
    <p className={value.kind === 'ok' ? 'rg-notice rg-notice--ok' : 'form__alert'} role={value.kind === 'ok' ? 'status' : 'alert'} data-testid={testId} data-status={value.kind}>
      {value.text}
    </p>
  );
}

export default function ResponsibleGamingPage(_: MemberPageProps) {
  const { t, i18n } = useTranslation();
  const [settings, setSettings] = useState<RgSettings | null>(null);
  const [kyc, setKyc] = useState<KycValue | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      const [s, k] = await Promise.all([getRgSettings(), getKyc()]);
      setSettings(s);
      setKyc(k);
    } catch (err) {
      setLoadError(apiErrorText(t, err));
    }
  }, [t]);
  useEffect(() => void load(), [load]);

  const when = (iso: string) => new Date(iso).toLocaleString(i18n.language);
  return (
    <section className="rg-page" data-testid="responsible-gaming">
      <h1>{t('mc.menu.responsibleGaming')}</h1>
      <p className="rg-intro">{t('rg.intro')}</p>
      {loadError && <p className="form__alert" role="alert">{loadError}</p>}
      {!settings || !kyc ? (
        !loadError && <div className="route-loading" aria-busy="true" />
      ) : (
        <>
          <LimitsSection settings={settings} onChange={load} when={when} />
          <RealitySection settings={settings} onChange={setSettings} />
          <KycSection kyc={kyc} onChange={load} />
          <ExclusionSection when={when} />
        </>
      )}
    </section>
  );
}

function LimitsSection({ settings, onChange, when }: { settings: RgSettings; onChange: () => Promise<void>; when: (iso: string) => string }) {
  const { t } = useTranslation();
  const { money, minorDigits } = useMoney();
  const [kind, setKind] = useState<(typeof KINDS)[number]>('deposit');
  const [period, setPeriod] = useState<Period>('day');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const ids = { kind: useId() };
  const session = kind === 'session';
  const show = (l: Pick<RgLimit, 'kind'>, v: number) => (l.kind === 'session' ? t('rg.minutes', { count: v }) : money(v));

  const save = async (remove: boolean) => {
    setNotice(null);
    let value: number | null = null;
    if (!remove) {
      value = session ? (/^\d{1,4}$/.test(amount.trim()) && Number(amount) > 0 ? Number(amount) : null) : toMinor(amount, minorDigits);
      if (value === null) return setError(t(session ? 'rg.minutesInvalid' : 'err_amount'));
    }
    setError(null);
    setBusy(true);
    try {
      const l = await setRgLimit({ kind, period: session ? 'session' : period, amount: value });
      setAmount('');
      setNotice({
        kind: 'ok',
        text: l.pending ? t('rg.limitPending', { at: when(l.pending.effectiveAt) }) : l.amount === null ? t('rg.limitRemoved') : t('rg.limitSaved', { amount: show(l, l.amount) }),
      });
      await onChange();
    } catch (err) {
      setNotice({ kind: 'error', text: apiErrorText(t, err) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="rg-section" aria-labelledby="rg-limits-title" data-testid="rg-limits">
      <h2 id="rg-limits-title">{t('rg.limitsTitle')}</h2>
      <p className="rg-hint">{t('rg.limitsHint', { hours: settings.coolingOffHours })}</p>
      {settings.limits.length ? (
        <ul className="rg-list" data-testid="rg-limit-list">
          {settings.limits.map((l) => (
            <li key={`${l.kind}-${l.period}`} data-limit={`${l.kind}-${l.period}`}>
              <strong>{t(`rg.kind.${l.kind}`)}</strong> · {t(`rg.period.${l.period}`)}: {l.amount === null ? t('rg.noLimit') : show(l, l.amount)}
              {l.pending && (
                <span className="rg-pending">
                  {' '}
                  {l.pending.amount === null ? t('rg.pendingRemoval', { at: when(l.pending.effectiveAt) }) : t('rg.pendingRaise', { amount: show(l, l.pending.amount), at: when(l.pending.effectiveAt) })}
                </span>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="rg-hint">{t('rg.noLimits')}</p>
      )}
      <table className="rg-usage">
        <caption>{t('rg.usageTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('rg.periodLabel')}</th>
            <th scope="col">{t('rg.kind.deposit')}</th>
            <th scope="col">{t('rg.kind.wager')}</th>
            <th scope="col">{t('rg.kind.loss')}</th>
          </tr>
        </thead>
        <tbody>
          {settings.usage.map((u) => (
            <tr key={u.period}>
              <th scope="row">{t(`rg.period.${u.period}`)}</th>
              <td>{money(u.deposited)}</td>
              <td>{money(u.staked)}</td>
              <td>{money(u.lost)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <form className="form rg-form" onSubmit={(e: FormEvent) => (e.preventDefault(), void save(false))} noValidate data-testid="rg-limit-form">
        <div className="rg-row">
          <label className="form__field" htmlFor={ids.kind}>
            <span className="form__label">{t('rg.kindLabel')}</span>
            <select id={ids.kind} className="form__input" name="kind" value={kind} onChange={(e) => setKind(e.target.value as typeof kind)}>
              {KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`rg.kind.${k}`)}
                </option>
              ))}
            </select>
          </label>
          {!session && <PeriodSelect name="period" value={period} onChange={setPeriod} />}
        </div>
        <Field name="limitAmount" label={session ? t('rg.minutesLabel') : t('rg.amountLabel')} inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} error={error} />
        <NoticeLine value={notice} testId="rg-limit-notice" />
        <div className="rg-actions">
          <button type="submit" className="btn btn--primary" disabled={busy}>
            {t('rg.saveLimit')}
          </button>
          <button type="button" className="btn" disabled={busy} onClick={() => void save(true)}>
            {t('rg.removeLimit')}
          </button>
        </div>
      </form>
    </section>
  );
}

function RealitySection({ settings, onChange }: { settings: RgSettings; onChange: (s: RgSettings) => void }) {
  const { t } = useTranslation();
  const [minutes, setMinutes] = useState(String(settings.realityMinutes));
  const [notice, setNotice] = useState<Notice>(null);
  const id = useId();
  const choices = [...new Set([...REALITY_CHOICES, settings.brandRealityMinutes, settings.realityMinutes])].sort((a, b) => a - b);
  const save = async (e: FormEvent) => {
    e.preventDefault();
    try {
      const s = await setRealityMinutes({ minutes: Number(minutes) });
      onChange(s);
      setNotice({ kind: 'ok', text: t('rg.realitySaved', { count: s.realityMinutes }) });
    } catch (err) {
      setNotice({ kind: 'error', text: apiErrorText(t, err) });
    }
  };
  return (
    <section className="rg-section" aria-labelledby="rg-reality-title">
      <h2 id="rg-reality-title">{t('rg.realityTitle')}</h2>
      <p className="rg-hint">{t('rg.realityHint')}</p>
      <form className="form rg-form" onSubmit={save} data-testid="rg-reality-form">
        <label className="form__field" htmlFor={id}>
          <span className="form__label">{t('rg.realityEvery')}</span>
          <select id={id} className="form__input" name="realityMinutes" value={minutes} onChange={(e) => setMinutes(e.target.value)}>
            {choices.map((m) => (
              <option key={m} value={m}>
                {t('rg.minutes', { count: m })}
              </option>
            ))}
          </select>
        </label>
        <NoticeLine value={notice} testId="rg-reality-notice" />
        <button type="submit" className="btn btn--primary">
          {t('mc.save')}
        </button>
      </form>
    </section>
  );
}

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

function KycSection({ kyc, onChange }: { kyc: KycValue; onChange: () => Promise<void> }) {
  const { t, i18n } = useTranslation();
  const { money } = useMoney();
  const [kind, setKind] = useState<(typeof KYC_DOCUMENT_KINDS)[number]>('id');
  const [file, setFile] = useState<File | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const ids = { kind: useId(), file: useId() };
  const upload = async (e: FormEvent) => {
    e.preventDefault();
    setNotice(null);
    if (!file) return setNotice({ kind: 'error', text: t('rg.kycChooseFile') });
    const typeOk = ['image/png', 'image/jpeg', 'application/pdf'].includes(file.type) || /\.(png|jpe?g|pdf)$/i.test(file.name);
    if (!typeOk) return setNotice({ kind: 'error', text: t('err_kyc_file_type') });
    if (file.size > KYC_MAX_BYTES) return setNotice({ kind: 'error', text: t('err_kyc_file_size') });
    setBusy(true);
    try {
      await uploadKycDocument({ kind, file: await readAsDataUrl(file) });
      setFile(null);
      setNotice({ kind: 'ok', text: t('rg.kycUploaded') });
      await onChange();
    } catch (err) {
      setNotice({ kind: 'error', text: apiErrorText(t, err) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="rg-section" aria-labelledby="rg-kyc-title" data-testid="rg-kyc">
      <h2 id="rg-kyc-title">{t('rg.kycTitle')}</h2>
      <p>
        {t('rg.kycStatusLabel')}{' '}
        <strong className={`rg-status rg-status--${kyc.status}`} data-testid="rg-kyc-status">
          {t(`rg.kycStatus.${kyc.status}`)}
        </strong>
      </p>
      <p className="rg-hint">{t('rg.kycHint', { threshold: money(kyc.threshold), cumulative: money(kyc.cumulative), days: kyc.days })}</p>
      {kyc.documents.length > 0 && (
        <ul className="rg-list">
          {kyc.documents.map((d) => (
            <li key={d.id}>
              {t(`rg.kycKind.${d.kind}`)} · {new Date(d.createdAt).toLocaleDateString(i18n.language)} · <span className={`rg-status rg-status--${d.status}`}>{t(`rg.kycStatus.${d.status}`)}</span>
              {d.reason && <span className="rg-hint"> — {d.reason}</span>}
            </li>
          ))}
        </ul>
      )}
      <form className="form rg-form" onSubmit={upload} noValidate>
        <div className="rg-row">
          <label className="form__field" htmlFor={ids.kind}>
            <span className="form__label">{t('rg.kycKindLabel')}</span>
            <select id={ids.kind} className="form__input" value={kind} onChange={(e) => setKind(e.target.value as typeof kind)}>
              {KYC_DOCUMENT_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`rg.kycKind.${k}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="form__field" htmlFor={ids.file}>
            <span className="form__label">{t('rg.kycFile')}</span>
            <input id={ids.file} className="form__input" type="file" accept="image/png,image/jpeg,application/pdf" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
          </label>
        </div>
        <NoticeLine value={notice} testId="rg-kyc-notice" />
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {t('rg.kycUpload')}
        </button>
      </form>
    </section>
  );
}

function ExclusionSection({ when }: { when: (iso: string) => string }) {
  const { t } = useTranslation();
  const { resetSession } = useSession();
  const setWarning = useSetAtom(warningAtom);
  const navigate = useNavigate();
  const [duration, setDuration] = useState<(typeof EXCLUSION_CHOICES)[number]>('24h');
  const [password, setPassword] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setNotice(null);
    if (!password) return setNotice({ kind: 'error', text: t('err_required') });
    if (!confirmed) return setNotice({ kind: 'error', text: t('rg.excludeConfirmNeeded') });
    setBusy(true);
    try {
      const r = await excludeMe({ duration, password });
      // Every session ended on the server: this one is forgotten here and the player goes home, where the
      // confirmation (until when) stays on screen in the site's warning dialog.
      setWarning({ message: r.until ? t('rg.excludedUntil', { until: when(r.until) }) : t('rg.excludedPermanent'), confirmKey: 'common.close' });
      resetSession();
      navigate('/', { replace: true });
    } catch (err) {
      setNotice({ kind: 'error', text: apiErrorText(t, err) });
      setBusy(false);
    }
  };
  return (
    <section className="rg-section" aria-labelledby="rg-exclude-title" data-testid="rg-exclude">
      <h2 id="rg-exclude-title">{t('rg.excludeTitle')}</h2>
      <p className="rg-hint">{t('rg.excludeHint')}</p>
      <form className="form rg-form" onSubmit={submit} noValidate>
        <label className="form__field" htmlFor={id}>
          <span className="form__label">{t('rg.excludeFor')}</span>
          <select id={id} className="form__input" name="duration" value={duration} onChange={(e) => setDuration(e.target.value as typeof duration)}>
            <optgroup label={t('rg.timeout')}>
              {EXCLUSION_CHOICES.slice(0, 4).map((d) => (
                <option key={d} value={d}>
                  {t(`rg.duration.${d}`)}
                </option>
              ))}
            </optgroup>
            <optgroup label={t('rg.selfExclusion')}>
              {EXCLUSION_CHOICES.slice(4).map((d) => (
                <option key={d} value={d}>
                  {t(`rg.duration.${d}`)}
                </option>
              ))}
            </optgroup>
          </select>
        </label>
        <Field name="excludePassword" label={t('rg.loginPassword')} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        <label className="rg-check">
          <input type="checkbox" name="excludeConfirm" checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} /> {t('rg.excludeConfirm')}
        </label>
        <NoticeLine value={notice} testId="rg-exclude-notice" />
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {t('rg.excludeSubmit')}
        </button>
      </form>
    </section>
  );
}

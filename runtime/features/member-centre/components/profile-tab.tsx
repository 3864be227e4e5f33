// securityCenter: the profile (spec §3 member info and the profile fields the brand enables). The plain fields save
// together; the real name only once (then it is locked: a bank account's holder name must equal it); the mobile number
// and e-mail address change with a code sent to the new value (contact-change.tsx).
import { useEffect, useState, type FormEvent } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { ProfileValue } from '../../../../schema/api/member';
import { CONTACT_FIELDS, normaliseProfileInput, PROFILE_RULES, validateProfileUpdate, type PlainProfileField } from '../../../../schema/validation';
import { apiErrorText, errorText, Field, useSession } from '../../account';
import { memberInfoAtom } from '../../../state/session';
import { getProfile, updateProfile } from '../api/profile';
import { ContactChange } from './contact-change';
import { Status, type StatusState } from './status';

const INPUT_TYPE: Partial<Record<PlainProfileField, string>> = { birthday: 'date' };
const AUTOCOMPLETE: Partial<Record<PlainProfileField, string>> = { nickname: 'nickname', realName: 'name', birthday: 'bday', address: 'street-address' };

export function ProfileTab() {
  const { t } = useTranslation();
  const info = useAtomValue(memberInfoAtom);
  const { loadMemberInfo } = useSession();
  const [profile, setProfile] = useState<ProfileValue | null>(null);
  const [draft, setDraft] = useState<Partial<Record<PlainProfileField, string>>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<StatusState>(null);
  const [busy, setBusy] = useState(false);

  const load = (p: ProfileValue) => {
    setProfile(p);
    setDraft({});
  };
  useEffect(() => {
    getProfile().then(load, (err: unknown) => setStatus({ kind: 'error', text: apiErrorText(t, err) }));
  }, [t]);

  if (!profile) return status ? <Status value={status} /> : <div className="route-loading" aria-busy="true" />;
  const plain = profile.fields.filter((f): f is PlainProfileField => !(CONTACT_FIELDS as readonly string[]).includes(f));
  const contacts = CONTACT_FIELDS.filter((f) => profile.fields.includes(f));
  const valueOf = (f: PlainProfileField) => draft[f] ?? profile.values[f] ?? '';

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    // Only what changed is sent; an emptied field is cleared.
    const changed = normaliseProfileInput(Object.fromEntries(Object.entries(draft).filter(([k, v]) => v.trim() !== (profile.values[k as PlainProfileField] ?? ''))));
    const next: Record<string, string> = {};
    for (const err of validateProfileUpdate(changed, profile.fields, { minimumAge: profile.minimumAge, today: new Date(), realNameSet: profile.realNameLocked })) next[err.field] ??= errorText(t, err);
    setErrors(next);
    setStatus(null);
    if (Object.keys(next).length) return;
    if (!Object.keys(changed).length) return setStatus({ kind: 'ok', text: t('mc.profile.nothingChanged') });
    setBusy(true);
    try {
      load(await updateProfile(changed));
      setStatus({ kind: 'ok', text: t('mc.profile.saved') });
      void loadMemberInfo().catch(() => {}); // the header shows the nickname
    } catch (err) {
      setStatus({ kind: 'error', text: apiErrorText(t, err) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mc-profile">
      {info && (
        <dl className="mc-facts" data-testid="profile-facts">
          <div>
            <dt>{t('mc.profile.account')}</dt>
            <dd>{info.account}</dd>
          </div>
          <div>
            <dt>{t('mc.profile.customerId')}</dt>
            <dd>{info.customerId}</dd>
          </div>
          <div>
            <dt>{t('mc.profile.level')}</dt>
            <dd>{`${info.clubLabel.labelName} (VIP${info.clubLabel.rankLevel})`}</dd>
          </div>
          {info.toUpline && (
            <div>
              <dt>{t('mc.profile.upline')}</dt>
              <dd>{info.toUpline}</dd>
            </div>
          )}
        </dl>
      )}
      {contacts.length > 0 && (
        <section className="mc-section" aria-labelledby="mc-contacts-title">
          <h2 id="mc-contacts-title">{t('mc.profile.contacts')}</h2>
          {contacts.map((f) => (
            <ContactChange key={f} channel={f} profile={profile} onChanged={load} />
          ))}
        </section>
      )}
      {plain.length > 0 && (
        <section className="mc-section" aria-labelledby="mc-details-title">
          <h2 id="mc-details-title">{t('mc.profile.details')}</h2>
          <form className="form mc-form" onSubmit={submit} noValidate data-testid="profile-form">
            {plain.map((f) =>
              f === 'realName' && profile.realNameLocked ? (
                <div key={f} className="form__field" data-field={f}>
                  <span className="form__label">{t('mc.profile.field.realName')}</span>
                  <p className="mc-locked" data-testid="real-name-locked">
                    <strong>{profile.values.realName}</strong> <span>{t('mc.profile.realNameLocked')}</span>
                  </p>
                </div>
              ) : (
                <div key={f}>
                  <Field
                    name={f}
                    label={t(`mc.profile.field.${f}`)}
                    type={INPUT_TYPE[f] ?? 'text'}
                    autoComplete={AUTOCOMPLETE[f] ?? 'off'}
                    maxLength={PROFILE_RULES[f].maxLength}
                    value={valueOf(f)}
                    onChange={(e) => setDraft((d) => ({ ...d, [f]: e.target.value }))}
                    error={errors[f]}
                  />
                  {f === 'realName' && <p className="mc-hint mc-hint--small">{t('mc.profile.realNameHint')}</p>}
                </div>
              ),
            )}
            <Status value={status} />
            <button type="submit" className="btn btn--primary form__submit" disabled={busy}>
              {t('mc.save')}
            </button>
          </form>
        </section>
      )}
    </div>
  );
}

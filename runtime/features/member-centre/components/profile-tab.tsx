// securityCenter: the member's profile (spec §3 member info and profile fields).
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { memberInfoAtom } from '../../../state/session';

export function ProfileTab() {
  const { t } = useTranslation();
  const info = useAtomValue(memberInfoAtom);
  if (!info) return <div className="route-loading" aria-busy="true" />;
  const rows: [string, string | null][] = [
    ['mc.profile.account', info.account],
    ['mc.profile.customerId', info.customerId],
    ['mc.profile.level', `${info.clubLabel.labelName} (VIP${info.clubLabel.rankLevel})`],
    ['mc.profile.upline', info.toUpline],
    ['mc.profile.mobile', info.mobileNum],
    ['mc.profile.email', info.email],
  ];
  return (
    <dl className="mc-facts" data-testid="profile-facts">
      {rows.map(([k, v]) => (
        <div key={k}>
          <dt>{t(k)}</dt>
          <dd>{v || t('mc.profile.notSet')}</dd>
        </div>
      ))}
    </dl>
  );
}

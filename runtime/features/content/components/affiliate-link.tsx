// spec §2 Header top bar: affiliate link to /help#agent, only if help content has an agent entry.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useHelp } from '../api/get-help';

export default function AffiliateLink() {
  const { t, i18n } = useTranslation();
  const items = useHelp(i18n.language);
  if (!items?.some((h) => h.tag === 'agent')) return null;
  return (
    <Link to="/help#agent" className="shell-header__chat" data-testid="affiliate-link">
      {t('header.affiliate')}
    </Link>
  );
}

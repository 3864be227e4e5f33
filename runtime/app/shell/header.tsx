// spec §2 Header: top bar (clock, live chat, guest block, language switch) and nav (home, game
// types, promotions, download). Vendor drop-downs and the logged-in block arrive with the games
// and sign-in issues.
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { LanguageSwitch } from '../../features/preferences/components/language-switch';
import { ThemeSwitch } from '../../features/preferences/components/theme-switch';
import { Icon } from '../../components/icon';
import { brandAsset } from '../../lib/brand-asset';
import { gameCategories } from '../../lib/game-categories';
import { openCustomerService } from '../../lib/open-customer-service';
import { useSwitches, useTenant } from '../../lib/use-tenant';
import { HeaderClock } from './header-clock';

export function Header() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const switches = useSwitches();
  const liveChat = tenant.social.liveChat;
  return (
    <header className="shell-header">
      <div className="shell-header__top">
        <div className="shell-header__inner">
          <HeaderClock />
          {liveChat && (
            <a
              className="shell-header__chat"
              href={liveChat}
              target="_blank"
              rel="noopener noreferrer"
              onClick={(e) => {
                e.preventDefault();
                openCustomerService(liveChat);
              }}
            >
              {t('header.liveChat')}
            </a>
          )}
        </div>
      </div>
      <div className="shell-header__inner shell-header__main">
        <Link to="/" className="shell-header__brand" aria-label={t('nav.home')}>
          <img src={brandAsset(tenant.theme.logo)} alt="" height={40} />
          <span className="shell-header__brand-name" data-testid="brand-name">
            {tenant.brandName}
          </span>
        </Link>
        <div className="shell-header__actions">
          <Link to="/login" className="btn btn--ghost btn--small">
            {t('header.login')}
          </Link>
          {switches.DIRECTREG3 && (
            <Link to="/register" className="btn btn--accent btn--small" data-testid="sign-up">
              <Icon name="gift" size={16} /> {t('header.signUp')}
            </Link>
          )}
          <LanguageSwitch />
          <ThemeSwitch />
        </div>
      </div>
      <nav className="shell-nav" aria-label={t('nav.main')}>
        <ul className="shell-header__inner shell-nav__list">
          <li>
            <NavLink to="/" end>
              {t('nav.home')}
            </NavLink>
          </li>
          {gameCategories.map((c) => (
            <li key={c.type}>
              <NavLink to={c.path}>{t(`games.${c.type}`)}</NavLink>
            </li>
          ))}
          <li>
            <NavLink to="/promotions">{t('nav.promotions')}</NavLink>
          </li>
          <li>
            <NavLink to="/down">{t('nav.download')}</NavLink>
          </li>
        </ul>
      </nav>
    </header>
  );
}

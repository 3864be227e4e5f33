// spec §2 Header: top bar (live clock, live chat, affiliate link when help has an agent entry,
// language switch) with the guest block (login; sign-up with gift icon only when DIRECTREG3 is on)
// or the logged-in block (features/account, loaded only with a token); nav with Home, one entry
// per game type (cockfight after RNG) with its vendor drop-down, Promotions and Download.
import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { LanguageSwitch } from '../../features/preferences/components/language-switch';
import { ThemeSwitch } from '../../features/preferences/components/theme-switch';
import { ClientOnly } from '../../components/client-only';
import { Icon } from '../../components/icon';
import { brandAsset } from '../../lib/brand-asset';
import { gameCategories } from '../../lib/game-categories';
import { openCustomerService } from '../../lib/open-customer-service';
import { useSwitches, useTenant } from '../../lib/use-tenant';
import { modalAtom, tokenAtom } from '../../state/session';
import { HeaderClock } from './header-clock';

const AccountBlock = lazy(() => import('../../features/account/components/account-block'));
const AffiliateLink = lazy(() => import('../../features/content/components/affiliate-link'));
const VendorDropdown = lazy(() => import('../../features/game-menu/components/vendor-dropdown'));

/** spec §9 drop-down blur delay. */
const CLOSE_DELAY_MS = 200;

function GuestBlock() {
  const { t } = useTranslation();
  const switches = useSwitches();
  const setModal = useSetAtom(modalAtom);
  return (
    <>
      <button type="button" className="btn btn--ghost btn--small" data-testid="login" onClick={() => setModal({ name: 'login' })}>
        {t('header.login')}
      </button>
      {switches.DIRECTREG3 && (
        <button type="button" className="btn btn--accent btn--small" data-testid="sign-up" onClick={() => setModal({ name: 'register' })}>
          <Icon name="gift" size={16} /> {t('header.signUp')}
        </button>
      )}
    </>
  );
}

function GameNav() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const enter = (type: string) => {
    clearTimeout(timer.current);
    setOpen(type);
  };
  const leave = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(null), CLOSE_DELAY_MS);
  };
  return (
    <>
      {gameCategories.map((c) => (
        <li key={c.type} className="shell-nav__item" onMouseEnter={() => enter(c.type)} onMouseLeave={leave} onFocus={() => enter(c.type)} onBlur={leave}>
          <NavLink to={c.path}>{t(`games.${c.type}`)}</NavLink>
          {open === c.type && c.type !== 'HOT' && (
            <Suspense fallback={null}>
              <VendorDropdown gameType={c.type} onPick={() => setOpen(null)} />
            </Suspense>
          )}
        </li>
      ))}
    </>
  );
}

export default function Header() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const token = useAtomValue(tokenAtom);
  const liveChat = tenant.social.liveChat;
  return (
    <header className="shell-header">
      <div className="shell-header__top">
        <div className="shell-header__inner">
          <HeaderClock />
          <div className="shell-header__links">
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
            <ClientOnly>
              <AffiliateLink />
            </ClientOnly>
          </div>
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
          {token ? (
            <Suspense fallback={null}>
              <AccountBlock />
            </Suspense>
          ) : (
            <GuestBlock />
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
          <GameNav />
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

// spec §2 Header: top bar (live clock, live chat, affiliate link when help has an agent entry,
// language switch) with the guest block (login; sign-up with gift icon only when DIRECTREG3 is on)
// or the logged-in block (features/account, loaded only with a token); nav with Home, one entry
// per game type (cockfight after RNG) with its vendor drop-down, Promotions and Download.
import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { LanguageSwitch } from '../../features/preferences/components/language-switch';
import { ThemeSwitch } from '../../features/preferences/components/theme-switch';
import { ClientOnly } from '../../components/client-only';
import { Icon } from '../../components/icon';
import { brandAsset } from '../../lib/brand-asset';
import { gameCategories } from '../../lib/game-categories';
import { openCustomerService, vipChatUrl } from '../../lib/open-customer-service';
import { useSwitches, useTenant } from '../../lib/use-tenant';
import { modalAtom, tokenAtom, vipServiceAtom } from '../../state/session';
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
  const [open, setOpen] = useState<{ type: string; left: number } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const enter = (type: string, item: HTMLElement) => {
    clearTimeout(timer.current);
    // The list scrolls sideways, so it clips what overflows it: the drop-down hangs from the nav's frame
    // instead (not clipped), under its entry, kept inside the frame.
    const frame = item.closest('.shell-nav__frame');
    if (!frame) return;
    const f = frame.getBoundingClientRect();
    const left = Math.max(0, Math.min(item.getBoundingClientRect().left - f.left, f.width - Math.min(576, f.width * 0.9)));
    setOpen((o) => (o?.type === type && o.left === left ? o : { type, left }));
  };
  // Closes the entry's own drop-down only: a late blur of the entry just used (its vendor picked, focus moved on by
  // the route change) must not close the one the pointer has opened since (e2e banners: it stayed shut under the mouse).
  const leave = (type: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen((o) => (o?.type === type ? null : o)), CLOSE_DELAY_MS);
  };
  return (
    <>
      {gameCategories.map((c) => (
        <li
          key={c.type}
          className="shell-nav__item"
          onMouseEnter={(e) => enter(c.type, e.currentTarget)}
          onMouseLeave={() => leave(c.type)}
          onFocus={(e) => enter(c.type, e.currentTarget)}
          onBlur={() => leave(c.type)}
        >
          <NavLink to={c.path}>{t(`games.${c.type}`)}</NavLink>
          {open?.type === c.type && c.type !== 'HOT' && c.type !== 'LOTT' && (
            <div className="shell-nav__dropdown" style={{ left: open.left }}>
              <Suspense fallback={null}>
                <VendorDropdown gameType={c.type} onPick={() => setOpen(null)} />
              </Suspense>
            </div>
          )}
        </li>
      ))}
    </>
  );
}

/**
 * The nav's one row scrolls sideways when its entries are wider than the screen (a phone; a laptop once the
 * brand has many game types). Issue 23 item 8: never cut off silently: the hidden side fades and gets a
 * scroll button, and the active entry is scrolled into view.
 */
function NavList({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const list = useRef<HTMLUListElement>(null);
  const [more, setMore] = useState({ start: false, end: false });
  useEffect(() => {
    const el = list.current;
    if (!el) return;
    const measure = () => {
      const max = el.scrollWidth - el.clientWidth;
      setMore((m) => {
        const next = { start: el.scrollLeft > 1, end: el.scrollLeft < max - 1 };
        return next.start === m.start && next.end === m.end ? m : next;
      });
    };
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => {
      el.removeEventListener('scroll', measure);
      ro.disconnect();
    };
  }, []);
  useEffect(() => {
    const el = list.current;
    const active = el?.querySelector<HTMLElement>('a.active:not([href="/"])');
    if (!el || !active) return;
    const a = active.getBoundingClientRect();
    const box = el.getBoundingClientRect();
    if (a.left < box.left || a.right > box.right) el.scrollLeft += a.left - box.left - (box.width - a.width) / 2;
  }, [pathname]);
  const step = (dir: 1 | -1) => list.current?.scrollBy({ left: dir * list.current.clientWidth * 0.7, behavior: 'smooth' });
  return (
    <div className={`shell-header__inner shell-nav__frame${more.start ? ' shell-nav__frame--start' : ''}${more.end ? ' shell-nav__frame--end' : ''}`}>
      {more.start && (
        <button type="button" className="shell-nav__more shell-nav__more--start" aria-label={t('nav.scrollBack')} data-testid="nav-scroll-back" onClick={() => step(-1)}>
          <Icon name="chevron-left" size={18} />
        </button>
      )}
      <ul className="shell-nav__list" ref={list}>
        {children}
      </ul>
      {more.end && (
        <button type="button" className="shell-nav__more shell-nav__more--end" aria-label={t('nav.scrollMore')} data-testid="nav-scroll-more" onClick={() => step(1)}>
          <Icon name="chevron-right" size={18} />
        </button>
      )}
    </div>
  );
}

export default function Header() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const token = useAtomValue(tokenAtom);
  // spec §6: a member above rank 4 gets VIP customer service (the chat's VIP queue) instead of live chat.
  const vipService = useAtomValue(vipServiceAtom);
  const liveChat = tenant.social.liveChat && vipService ? vipChatUrl(tenant.social.liveChat) : tenant.social.liveChat;
  return (
    <header className="shell-header">
      <div className="shell-header__top">
        <div className="shell-header__inner">
          <HeaderClock />
          <div className="shell-header__links">
            {liveChat && (
              <a
                className="shell-header__chat"
                data-testid="header-chat"
                data-service={vipService ? 'vip' : 'liveChat'}
                href={liveChat}
                target="_blank"
                rel="noopener noreferrer"
                onClick={(e) => {
                  e.preventDefault();
                  openCustomerService(liveChat);
                }}
              >
                {t(vipService ? 'header.vipService' : 'header.liveChat')}
              </a>
            )}
            <ClientOnly>
              <AffiliateLink />
            </ClientOnly>
            {/* In the top bar, so on a phone the logo and the account block share one row (issue 23 item 8). */}
            <div className="shell-header__prefs">
              <LanguageSwitch />
              <ThemeSwitch />
            </div>
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
        </div>
      </div>
      <nav className="shell-nav" aria-label={t('nav.main')}>
        <NavList>
          <li>
            <NavLink to="/" end>
              {t('nav.home')}
            </NavLink>
          </li>
          <GameNav />
          <li>
            <NavLink to="/promotions">{t('nav.promotions')}</NavLink>
          </li>
          {/* Issue 18 item 4: the points mall (spec §1, §2 /pointMall). */}
          <li>
            <NavLink to="/pointMall">{t('page.pointMall')}</NavLink>
          </li>
          <li>
            <NavLink to="/down">{t('nav.download')}</NavLink>
          </li>
        </NavList>
      </nav>
    </header>
  );
}

// spec §2 Side menu: live chat, Facebook, three Telegram links, WhatsApp, each only if configured.
// Opens on hover (and focus/tap), closes 300 ms after the pointer leaves (spec §9). On phones the links are a
// row in the page after the content instead (shell.css).
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icon';
import { SOCIAL_ICONS } from '../../components/icons-social';
import { useTenant } from '../../lib/use-tenant';

const CLOSE_DELAY_MS = 300;
/** shell.css: on phones the links sit in the page after the content (issue 23 item 8: no tab over the content). */
const INLINE_QUERY = '(max-width: 600px)';

/** True while the side menu is laid out in the page rather than as the floating tab. */
function useInline(): boolean {
  // Prerendered (app/deferred.tsx): false on the server and at hydration, the real answer once mounted.
  const [inline, setInline] = useState(false);
  useEffect(() => {
    const mq = window.matchMedia(INLINE_QUERY);
    const change = () => setInline(mq.matches);
    change();
    mq.addEventListener('change', change);
    return () => mq.removeEventListener('change', change);
  }, []);
  return inline;
}

interface SocialLink {
  key: string;
  label: string;
  href: string;
  icon: string;
}

export default function SideMenu() {
  const { t } = useTranslation();
  const { social } = useTenant();
  const [open, setOpen] = useState(false);
  const inline = useInline();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const links: SocialLink[] = [];
  if (social.liveChat) links.push({ key: 'liveChat', label: t('social.liveChat'), href: social.liveChat, icon: 'chat' });
  if (social.facebook) links.push({ key: 'facebook', label: t('social.facebook'), href: social.facebook, icon: 'facebook' });
  (social.telegram ?? []).forEach((href, i) =>
    links.push({ key: `telegram${i + 1}`, label: t('social.telegram', { n: i + 1 }), href, icon: 'telegram' }),
  );
  if (social.whatsapp) links.push({ key: 'whatsapp', label: t('social.whatsapp'), href: social.whatsapp, icon: 'whatsapp' });
  if (links.length === 0) return null;

  const show = () => {
    clearTimeout(timer.current);
    setOpen(true);
  };
  const hideSoon = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
  };

  return (
    <aside
      className={`side-menu${open ? ' side-menu--open' : ''}`}
      aria-label={t('social.title')}
      data-testid="side-menu"
      onMouseEnter={show}
      onMouseLeave={hideSoon}
      onFocus={show}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) hideSoon();
      }}
    >
      <button
        type="button"
        className="side-menu__toggle"
        aria-expanded={open}
        aria-label={t('social.title')}
        onClick={() => setOpen((v) => !v)}
      >
        <Icon name="menu" size={20} />
      </button>
      <ul className="side-menu__list">
        {links.map((l) => (
          <li key={l.key}>
            <a href={l.href} target="_blank" rel="noopener noreferrer" data-social={l.key} tabIndex={open || inline ? 0 : -1}>
              <span className="side-menu__glyph">
                <Icon name={l.icon} size={16} paths={SOCIAL_ICONS} />
              </span>
              <span className="side-menu__label">{l.label}</span>
            </a>
          </li>
        ))}
      </ul>
    </aside>
  );
}

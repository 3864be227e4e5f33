// spec §2 Header: language switch, opens on hover; also on click and keyboard (Enter/Space,
// Escape closes). Only the brand's supported languages are offered.
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { useTenant } from '../../../lib/use-tenant';
import { useLanguage } from '../use-language';
import './preferences.css';

/** spec §9 dropdown blur delay. */
const CLOSE_DELAY_MS = 200;

export function LanguageSwitch() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const [lang, setLang] = useLanguage();
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const rootRef = useRef<HTMLDivElement>(null);
  const listId = useId();

  const cancelClose = () => clearTimeout(closeTimer.current);
  const closeSoon = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
  };
  useEffect(() => cancelClose, []);

  const choose = (code: (typeof tenant.languages.supported)[number]) => {
    setLang(code);
    setOpen(false);
    rootRef.current?.querySelector('button')?.focus();
  };

  return (
    <div
      ref={rootRef}
      className="pref-switch lang-switch"
      onMouseEnter={() => {
        cancelClose();
        setOpen(true);
      }}
      onMouseLeave={closeSoon}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) closeSoon();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') setOpen(false);
      }}
    >
      <button
        type="button"
        className="pref-switch__button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t('header.language')}
        data-testid="language-switch"
        // A mouse click lands after mouseenter already opened the menu: keep it open rather than
        // toggling it shut. Keyboard activation (detail 0) toggles.
        onClick={(e) => setOpen((v) => (e.detail === 0 ? !v : true))}
      >
        <Icon name="globe" size={16} />
        <span className="lang-switch__name">{t(`language.${lang}`, { defaultValue: lang })}</span>
        <span className="lang-switch__code">{lang.toUpperCase()}</span>
      </button>
      <ul id={listId} className="pref-switch__menu" hidden={!open}>
        {tenant.languages.supported.map((code) => (
          <li key={code}>
            <button
              type="button"
              lang={code}
              aria-current={code === lang ? 'true' : undefined}
              data-lang={code}
              onClick={() => choose(code)}
            >
              {t(`language.${code}`, { defaultValue: code })}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

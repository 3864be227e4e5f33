// Theme switch (issue 2 item 4): light/dark, saved to local storage `theme`.
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { themeAtom } from '../../../state/preferences';
import { applyTheme } from '../theme';
import './preferences.css';

export function ThemeSwitch() {
  const { t } = useTranslation();
  const [theme, setTheme] = useAtom(themeAtom);
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className="pref-switch__button theme-switch"
      aria-pressed={theme === 'dark'}
      aria-label={t('header.darkMode')}
      title={next === 'dark' ? t('header.switchToDark') : t('header.switchToLight')}
      data-testid="theme-switch"
      onClick={() => {
        applyTheme(next, true);
        setTheme(next);
      }}
    >
      <Icon name={theme === 'dark' ? 'moon' : 'sun'} size={16} />
    </button>
  );
}

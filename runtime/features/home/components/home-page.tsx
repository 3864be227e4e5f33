// spec §2 Home: the brand's welcome, category tiles into every game route and highlights; the
// banner strip above comes from the server (features/content).
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '../../../components/icon';
import { WhenVisible } from '../../../components/when-visible';
import { CATEGORY_ICONS } from '../../../components/icons-category';
import { gameCategories } from '../../../lib/game-categories';
import { useTenant } from '../../../lib/use-tenant';
import './home.css';

// Issue 7 item 3: the hot games section, below the categories: its code, data and thumbnails load when it
// nears the viewport, so they stay out of the home page's first JavaScript and first screen.
const HomeHotGames = lazy(() => import('../../games/lazy').then((m) => ({ default: () => <m.HotGames perType={4} lazyRows /> })));

export default function HomePage() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const hasApp = !!(tenant.appDownload.ios || tenant.appDownload.android);
  return (
    <div className="home">
      <div className="home__intro">
        <h1 className="home__title">{t('home.welcomeTitle', { brand: tenant.brandName })}</h1>
        <p className="home__lead">{t('home.welcomeText')}</p>
      </div>
      <section className="home__section" aria-labelledby="home-categories">
        <h2 id="home-categories" className="home__heading">
          {t('home.categories')}
        </h2>
        <ul className="home__tiles">
          {gameCategories.map((c) => (
            <li key={c.type}>
              <Link className="home__tile" to={c.path} data-game-type={c.type}>
                <Icon name={c.type} size={36} className="home__tile-icon" paths={CATEGORY_ICONS} />
                <span className="home__tile-label">{t(`games.${c.type}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <WhenVisible minHeight="12rem">
        <HomeHotGames />
      </WhenVisible>
      <section className="home__section home__highlights" aria-label={t('home.highlights')}>
        <Link className="home__card" to="/promotions">
          <strong>{t('nav.promotions')}</strong>
          <span>{t('home.promotionsText')}</span>
        </Link>
        {hasApp && (
          <Link className="home__card" to="/down">
            <strong>{t('nav.download')}</strong>
            <span>{t('home.downloadText')}</span>
          </Link>
        )}
      </section>
    </div>
  );
}

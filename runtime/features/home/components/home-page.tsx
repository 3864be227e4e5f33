// spec §2 Home: category tiles into every game route; the welcome banner sits in the banner area
// (welcome-banner.tsx) until the banners issue brings the real carousel.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '../../../components/icon';
import { gameCategories } from '../../../lib/game-categories';
import { useTenant } from '../../../lib/use-tenant';
import './home.css';

export function HomePage() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const hasApp = !!(tenant.appDownload.ios || tenant.appDownload.android);
  return (
    <div className="home">
      <section className="home__section" aria-labelledby="home-categories">
        <h2 id="home-categories" className="home__heading">
          {t('home.categories')}
        </h2>
        <ul className="home__tiles">
          {gameCategories.map((c) => (
            <li key={c.type}>
              <Link className="home__tile" to={c.path} data-game-type={c.type}>
                <Icon name={c.type} size={36} className="home__tile-icon" />
                <span className="home__tile-label">{t(`games.${c.type}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="home__section home__highlights" aria-label={t('home.highlights')}>
        <Link className="home__card" to="/promotions">
          <strong>{t('nav.promotions')}</strong>
          <span>{t('home.promotionsText')}</span>
        </Link>
        <Link className="home__card" to="/vip">
          <strong>{t('page.vip')}</strong>
          <span>{t('home.vipText')}</span>
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

// Banner area on home (spec §2 Banner strip) until banners come from the content API: the brand's
// welcome with the sign-up call (only when DIRECTREG3 is on) and the age gate.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { brandAsset } from '../../../lib/brand-asset';
import { useSwitches, useTenant } from '../../../lib/use-tenant';
import './home.css';

export function WelcomeBanner() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const switches = useSwitches();
  return (
    <section className="welcome" aria-labelledby="welcome-title">
      <div className="welcome__text">
        <h1 id="welcome-title" className="welcome__title">
          {t('home.welcomeTitle', { brand: tenant.brandName })}
        </h1>
        <p className="welcome__lead">{t('home.welcomeText')}</p>
        <div className="welcome__actions">
          {switches.DIRECTREG3 && (
            <Link className="btn btn--accent" to="/register">
              {t('header.signUp')}
            </Link>
          )}
          <Link className="btn btn--ghost" to="/login">
            {t('header.login')}
          </Link>
        </div>
        <p className="welcome__age">{t('footer.ageGate', { age: tenant.responsibleGaming.ageGate })}</p>
      </div>
      <img className="welcome__logo" src={brandAsset(tenant.theme.logo)} alt="" width={160} height={160} />
    </section>
  );
}

// A page whose content belongs to a later issue: it names itself (translated page name) and the
// feature it is waiting for, so every route of spec §2 renders something honest.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import './placeholder-page.css';

interface Props {
  titleKey: string;
  featureKey: string;
  /** spec §2: games pages take the game type from the route (upper-cased category). */
  gameType?: string;
}

export default function PlaceholderPage({ titleKey, featureKey, gameType }: Props) {
  const { t } = useTranslation();
  const title = t(titleKey);
  return (
    <section className="placeholder" data-page={titleKey} data-game-type={gameType}>
      <h1 className="placeholder__title">{title}</h1>
      <p className="placeholder__note">{t('placeholder.comingWith', { feature: t(featureKey) })}</p>
      <Link className="btn btn--primary" to="/">
        {t('nav.backHome')}
      </Link>
    </section>
  );
}

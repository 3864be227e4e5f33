// spec §2 /promotions and /promoDetail?id=: promotions from the server's notice response
// (promotion items, sanitised content). Claiming arrives with the rewards issue.
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useNotices } from '../api/get-notices';
import { RichText } from './rich-text';
import './pages.css';

export function PromotionsList() {
  const { t, i18n } = useTranslation();
  const data = useNotices(i18n.language);
  return (
    <div className="page">
      <h1 className="page__title">{t('page.promotions')}</h1>
      {!data ? (
        <p aria-busy="true">{t('common.loading')}</p>
      ) : data.promotion.length === 0 ? (
        <p>{t('promo.empty')}</p>
      ) : (
        <div className="page__cards">
          {data.promotion.map((p) => (
            <section key={p.id} className="page__card" data-promo={p.id}>
              <h2>{p.title}</h2>
              <div className="page__actions">
                <Link className="btn btn--primary btn--small" to={`/promoDetail?id=${p.id}`}>
                  {t('promo.details')}
                </Link>
              </div>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}

export function PromotionDetail() {
  const { t, i18n } = useTranslation();
  const data = useNotices(i18n.language);
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const promo = data?.promotion.find((p) => p.id === id) ?? data?.promotion[0];
  return (
    <div className="page">
      <p>
        <Link className="page__text-link" to="/promotions">
          {t('promo.back')}
        </Link>
      </p>
      {!data ? (
        <p aria-busy="true">{t('common.loading')}</p>
      ) : !promo ? (
        <h1 className="page__title">{t('promo.empty')}</h1>
      ) : (
        <article className="page__card" data-promo-detail={promo.id}>
          <h1 className="page__title">{promo.title}</h1>
          <RichText className="rich" html={promo.content} />
        </article>
      )}
    </div>
  );
}

export default PromotionsList;

// spec §2 /promotions and /promoDetail?id= (issue 18 item 1): the brand's real promotions, each with its spec §4
// state for the viewer and its action button; the detail shows the terms (sanitised rich content).
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { RichText } from '../../content';
import { usePromotions } from '../hooks';
import { PromoAction } from './promo-action';
import { Offer, StateBadge, WagerBar } from './promo-parts';
import './promotions.css';

export function PromotionsList() {
  const { t } = useTranslation();
  const { list, failed, reload } = usePromotions();
  return (
    <div className="page promo-page">
      <h1 className="page__title">{t('page.promotions')}</h1>
      {failed ? (
        <p>{t('err_network')}</p>
      ) : !list ? (
        <p aria-busy="true">{t('common.loading')}</p>
      ) : list.length === 0 ? (
        <p>{t('promo.empty')}</p>
      ) : (
        <div className="promo-cards">
          {list.map((p) => (
            <section key={p.id} className="promo-card" data-promo={p.id} data-code={p.code}>
              {p.banner && <img className="promo-card__banner" src={p.banner} alt="" loading="lazy" />}
              <div className="promo-card__head">
                <h2>{p.title}</h2>
                <StateBadge state={p.state} />
              </div>
              <Offer p={p} />
              {p.claim && p.claim.status === 'active' && <WagerBar wagered={p.claim.wagered} required={p.claim.wagerRequired} label={t('promo.wagering')} />}
              <div className="promo-card__actions">
                <Link className="page__text-link" to={`/promoDetail?id=${p.id}`}>
                  {t('promo.details')}
                </Link>
                <PromoAction p={p} onDone={reload} />
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
  const { list, failed, reload } = usePromotions();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const p = list?.find((x) => x.id === id) ?? list?.[0];
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language === 'zh' ? 'zh-CN' : i18n.language === 'ms' ? 'ms-MY' : 'en-GB');
  return (
    <div className="page promo-page">
      <p>
        <Link className="page__text-link" to="/promotions">
          {t('promo.back')}
        </Link>
      </p>
      {failed ? (
        <p>{t('err_network')}</p>
      ) : !list ? (
        <p aria-busy="true">{t('common.loading')}</p>
      ) : !p ? (
        <h1 className="page__title">{t('promo.empty')}</h1>
      ) : (
        <article className="promo-card promo-card--detail" data-promo-detail={p.id}>
          {p.banner && <img className="promo-card__banner" src={p.banner} alt="" />}
          <div className="promo-card__head">
            <h1 className="page__title">{p.title}</h1>
            <StateBadge state={p.state} />
          </div>
          <p className="promo-dates">{t('promo.dates', { start: date(p.startsAt), end: date(p.endsAt) })}</p>
          <Offer p={p} />
          {p.claim && p.claim.status === 'active' && <WagerBar wagered={p.claim.wagered} required={p.claim.wagerRequired} label={t('promo.wagering')} />}
          {p.claim?.status === 'rejected' && p.claim.decision && <p className="promo-msg promo-msg--bad">{t('promo.rejectedWhy', { reason: p.claim.decision })}</p>}
          <PromoAction p={p} onDone={reload} />
          <h2>{t('promo.terms')}</h2>
          <RichText className="rich" html={p.terms} />
        </article>
      )}
    </div>
  );
}

export default PromotionsList;

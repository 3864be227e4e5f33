// spec §2 Footer: licence text (from the manifest: MGA, BVI FSC, PAGCOR), copyright, help links,
// product list linking to /{gametype} (HOT excluded, like the spec's PROMO and HOME), help links
// opening the help modal, responsible-gaming links and the age gate (spec §9: 18/21).
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { brandAsset } from '../../lib/brand-asset';
import { gameCategories } from '../../lib/game-categories';
import { useTenant } from '../../lib/use-tenant';
import { modalAtom } from '../../state/session';

/** spec §2 Footer help links: each opens the help modal at its tag (GET /wps/system/helpCenter). */
const HELP_LINKS: { tag: string; key: string }[] = [
  { tag: 'about', key: 'footer.about' },
  { tag: 'faq', key: 'footer.faq' },
  { tag: 'deposit', key: 'footer.deposit' },
  { tag: 'withdraw', key: 'footer.withdraw' },
  { tag: 'responsible', key: 'footer.responsibleGaming' },
  { tag: 'privacy', key: 'footer.privacy' },
  { tag: 'term', key: 'footer.terms' },
];

// Taken when the module loads; prerender and hydration can only disagree across New Year's Eve.
const YEAR = new Date().getFullYear();

export default function Footer() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const age = tenant.responsibleGaming.ageGate;
  const setModal = useSetAtom(modalAtom);
  return (
    <footer className="shell-footer">
      <div className="shell-footer__inner">
        <div className="shell-footer__cols">
          <section>
            <h2>{t('footer.products')}</h2>
            <ul>
              {gameCategories
                .filter((c) => c.type !== 'HOT')
                .map((c) => (
                  <li key={c.type}>
                    <Link to={c.path}>{t(`games.${c.type}`)}</Link>
                  </li>
                ))}
            </ul>
          </section>
          <section>
            <h2>{t('footer.help')}</h2>
            <ul>
              {HELP_LINKS.map((h) => (
                <li key={h.tag}>
                  <button type="button" className="shell-footer__link" data-help={h.tag} onClick={() => setModal({ name: 'help', tag: h.tag })}>
                    {t(h.key)}
                  </button>
                </li>
              ))}
              <li>
                <Link to="/join">{t('page.join')}</Link>
              </li>
              <li>
                <Link to="/down">{t('nav.download')}</Link>
              </li>
            </ul>
          </section>
          <section>
            <h2>{t('footer.responsibleGaming')}</h2>
            <p className="shell-footer__age" data-testid="age-gate">
              <span className="shell-footer__age-badge" aria-hidden="true">
                {age}+
              </span>
              {t('footer.ageGate', { age })}
            </p>
            <p>
              <Link to="/responsible" data-testid="footer-responsible">
                {t('rg.public.footerLink')}
              </Link>
            </p>
            <ul>
              {tenant.responsibleGaming.links.map((l) => (
                <li key={l.url}>
                  <a href={l.url} target="_blank" rel="noopener noreferrer">
                    {l.image ? <img src={brandAsset(l.image)} alt={l.label} height={28} /> : l.label}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        </div>
        {tenant.licences.length > 0 && (
          <section className="shell-footer__licences" aria-label={t('footer.licences')}>
            <h2>{t('footer.licences')}</h2>
            <ul>
              {tenant.licences.map((l) => (
                <li key={l.kind + l.number} data-licence={l.kind}>
                  {l.image && <img src={brandAsset(l.image)} alt="" height={32} />}
                  <strong>{l.name}</strong> <span className="shell-footer__licence-no">{l.number}</span>
                  <p>{l.text}</p>
                </li>
              ))}
            </ul>
          </section>
        )}
        <p className="shell-footer__copyright">
          {t('footer.copyright', { year: YEAR, brand: tenant.brandName })}
        </p>
      </div>
    </footer>
  );
}

// spec §2 /help (hash #term opens the terms, #agent the affiliate entry) and /helpmc (member-centre
// help without the header): every help item of GET /wps/system/helpCenter, content sanitised.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useHelp } from '../api/get-help';
import { RichText } from './rich-text';
import './pages.css';

export default function HelpPage() {
  const { t, i18n } = useTranslation();
  const items = useHelp(i18n.language);
  const { hash } = useLocation();
  const current = hash.replace(/^#/, '');
  useEffect(() => {
    if (items && current) document.getElementById(`help-${current}`)?.scrollIntoView({ block: 'start' });
  }, [items, current]);
  return (
    <div className="page help-page">
      <h1 className="page__title">{t('page.help')}</h1>
      {!items ? (
        <p aria-busy="true">{t('common.loading')}</p>
      ) : (
        <>
          <nav aria-label={t('page.help')}>
            <ul className="help-page__nav">
              {items.map((h) => (
                <li key={h.id}>
                  <a href={`#${h.tag}`} aria-current={h.tag === current ? 'true' : undefined}>
                    {h.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {items.map((h) => (
            <section key={h.id} id={`help-${h.tag}`} className="page__card help-page__section" data-help-section={h.tag} data-current={h.tag === current}>
              <h2>{h.title}</h2>
              <RichText className="rich" html={h.content} />
            </section>
          ))}
        </>
      )}
    </div>
  );
}

// spec §2 /noticePage: every player notice, titled items that expand to their sanitised content.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotices } from '../api/get-notices';
import { RichText } from './rich-text';
import './content.css';
import './pages.css';

export default function NoticePage() {
  const { t, i18n } = useTranslation();
  const data = useNotices(i18n.language);
  const [open, setOpen] = useState<number | null>(0);
  return (
    <div className="page">
      <h1 className="page__title">{t('page.noticePage')}</h1>
      {!data ? (
        <p aria-busy="true">{t('common.loading')}</p>
      ) : data.player.length === 0 ? (
        <p>{t('notice.empty')}</p>
      ) : (
        <ul className="accordion page__card">
          {data.player.map((n, i) => (
            <li key={n.id} className="accordion__item" data-notice={i}>
              <button type="button" className="accordion__head" aria-expanded={open === i} onClick={() => setOpen(open === i ? null : i)}>
                {n.title}
              </button>
              {open === i && <RichText className="accordion__body rich" html={n.content} />}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

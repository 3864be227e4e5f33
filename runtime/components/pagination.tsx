// spec §9 pagination (range 3, margin 1) as a nav of buttons; the current page is aria-current. Shared by every
// paged list (game lobby, records, inbox, feedback); its styles (.pager) are in the globally loaded lobby.css.
import { useTranslation } from 'react-i18next';
import { pageItems } from '../lib/pagination';

export function Pagination({ page, totalPages, onPage }: { page: number; totalPages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav className="pager" aria-label={t('lobby.pages')}>
      <button type="button" className="pager__btn" disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label={t('lobby.prevPage')}>
        ‹
      </button>
      {pageItems(page, totalPages).map((item, i) =>
        item === 'gap' ? (
          <span key={`gap${i}`} className="pager__gap" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            className={`pager__btn${item === page ? ' pager__btn--on' : ''}`}
            aria-current={item === page ? 'page' : undefined}
            onClick={() => onPage(item)}
          >
            {item}
          </button>
        ),
      )}
      <button type="button" className="pager__btn" disabled={page >= totalPages} onClick={() => onPage(page + 1)} aria-label={t('lobby.nextPage')}>
        ›
      </button>
    </nav>
  );
}

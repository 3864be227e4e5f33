// The member's own feedback tickets, newest first (spec §9 paging): question type, status, what they wrote, their
// images and the operator's reply once there is one.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedbackPage } from '../../../../schema/api/content';
import { apiErrorText } from '../../account';
import { Pagination } from '../../../components/pagination';
import { getMyFeedback } from '../api/feedback';
import { TicketImage } from './ticket-image';

export function TicketList({ version }: { version: number }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const [data, setData] = useState<FeedbackPage | null>(null);
  const [error, setError] = useState<string | null>(null);

  // A new ticket (version) shows on page 1.
  useEffect(() => setPage(1), [version]);
  useEffect(() => {
    let live = true;
    getMyFeedback(page).then(
      (d) => live && (setData(d), setError(null)),
      (err) => live && setError(apiErrorText(t, err)),
    );
    return () => {
      live = false;
    };
  }, [page, version, t]);

  const when = (iso: string) => new Date(iso).toLocaleString(i18n.language);
  return (
    <div className="tickets" data-testid="ticket-list">
      {error && (
        <p className="form__alert" role="alert">
          {error}
        </p>
      )}
      {data && data.list.length === 0 && <p className="inbox-list__empty">{t('feedback.none')}</p>}
      {data && data.list.length > 0 && (
        <ul className="tickets__items">
          {data.list.map((f) => (
            <li key={f.id} className="ticket" data-ticket={f.id} data-status={f.status}>
              <div className="ticket__head">
                <span className="ticket__id">{t('feedback.ticketNo', { id: f.id })}</span>
                <span className="ticket__type">{t(`feedback.type.${f.questionType}`)}</span>
                <span className={`ticket__status ticket__status--${f.status}`}>{t(`feedback.status.${f.status}`)}</span>
              </div>
              <time className="ticket__time" dateTime={f.createdAt}>
                {when(f.createdAt)}
              </time>
              <p className="ticket__content">{f.content}</p>
              {f.remarks && (
                <p className="ticket__remarks">
                  <span className="ticket__label">{t('feedback.remarks')}: </span>
                  {f.remarks}
                </p>
              )}
              {f.images.length > 0 && (
                <ul className="ticket__images">
                  {f.images.map((img, i) => (
                    <li key={img.id}>
                      <TicketImage url={img.url} alt={t('feedback.ticketImageAlt', { id: f.id, n: i + 1 })} />
                    </li>
                  ))}
                </ul>
              )}
              {f.reply && (
                <div className="ticket__reply" data-testid="ticket-reply">
                  <p className="ticket__label">
                    {t('feedback.replyFrom')}
                    {f.repliedAt && (
                      <>
                        {' · '}
                        <time dateTime={f.repliedAt}>{when(f.repliedAt)}</time>
                      </>
                    )}
                  </p>
                  <p className="ticket__reply-text">{f.reply}</p>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {data && <Pagination page={page} totalPages={data.totalPages} onPage={setPage} />}
    </div>
  );
}

// spec §2 messageV2: the member's messages, newest first, an unread marker on each unread one, paged (spec §9: 15
// a page). Opening one shows it in full (sanitised rich content) and marks it read; it can be deleted. Both change
// the unread count, so the header link and the panel badge are refreshed (hooks/use-unread-refresh.ts).
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InboxMessage, InboxPage } from '../../../../schema/api/content';
import { apiErrorText } from '../../account';
import { Pagination } from '../../../components/pagination';
import { deleteMessage, getInbox, markMessageRead } from '../api/messages';
import { useUnreadRefresh } from '../hooks/use-unread-refresh';
import { MessageView } from './message-view';

export function MessageList({ onOpenFeedback }: { onOpenFeedback: () => void }) {
  const { t, i18n } = useTranslation();
  const refreshUnread = useUnreadRefresh();
  const [page, setPage] = useState(1);
  const [data, setData] = useState<InboxPage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [openId, setOpenId] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const load = useCallback(
    async (pageNo: number) => {
      try {
        const next = await getInbox(pageNo);
        // The last message of a page was deleted: show the page before.
        if (next.list.length === 0 && pageNo > 1) return setPage(pageNo - 1);
        setData(next);
        setError(null);
      } catch (err) {
        setError(apiErrorText(t, err));
      }
    },
    [t],
  );
  useEffect(() => {
    void load(page);
  }, [load, page]);

  const open = async (m: InboxMessage) => {
    setNotice(null);
    setOpenId(m.id);
    if (m.read) return;
    try {
      await markMessageRead(m.id);
      setData((d) => d && { ...d, unread: Math.max(0, d.unread - 1), list: d.list.map((x) => (x.id === m.id ? { ...x, read: true } : x)) });
      void refreshUnread();
    } catch (err) {
      setError(apiErrorText(t, err));
    }
  };

  const remove = async (m: InboxMessage) => {
    try {
      await deleteMessage(m.id);
      setOpenId(null);
      setNotice(t('inbox.deleted'));
      void refreshUnread();
      await load(page);
    } catch (err) {
      setError(apiErrorText(t, err));
    }
  };

  const close = () => {
    const id = openId;
    setOpenId(null);
    // Back in the list, focus returns to the message that was open.
    requestAnimationFrame(() => listRef.current?.querySelector<HTMLButtonElement>(`[data-message="${id}"] button`)?.focus());
  };

  const opened = data?.list.find((m) => m.id === openId);
  if (opened) return <MessageView message={opened} onBack={close} onDelete={() => remove(opened)} onOpenFeedback={onOpenFeedback} />;

  return (
    <div className="inbox-list" data-testid="message-list">
      {error && (
        <p className="form__alert" role="alert">
          {error}
        </p>
      )}
      <p className="inbox-list__notice" role="status">
        {notice}
      </p>
      {data && (
        <>
          <p className="inbox-list__summary" data-testid="inbox-unread">
            {t('inbox.unreadSummary', { n: data.unread })}
          </p>
          {data.list.length === 0 ? (
            <p className="inbox-list__empty">{t('inbox.empty')}</p>
          ) : (
            <ul ref={listRef} className="inbox-list__items">
              {data.list.map((m) => (
                <li key={m.id} data-message={m.id} data-read={m.read ? 'true' : 'false'} className={m.read ? 'inbox-item' : 'inbox-item inbox-item--unread'}>
                  <button type="button" className="inbox-item__open" onClick={() => void open(m)}>
                    {!m.read && (
                      <span className="inbox-item__dot" data-testid="unread-marker">
                        <span className="sr-only">{t('inbox.unread')}</span>
                      </span>
                    )}
                    <span className="inbox-item__title">{messageTitle(t, m)}</span>
                    <time className="inbox-item__time" dateTime={m.createdAt}>
                      {new Date(m.createdAt).toLocaleString(i18n.language)}
                    </time>
                  </button>
                </li>
              ))}
            </ul>
          )}
          <Pagination page={page} totalPages={data.totalPages} onPage={setPage} />
        </>
      )}
    </div>
  );
}

/** A feedback reply is titled in the reader's language; other messages carry the operator's title. */
export function messageTitle(t: (key: string, opts?: Record<string, unknown>) => string, m: InboxMessage): string {
  return m.kind === 'feedbackReply' && m.feedbackId !== null ? t('inbox.feedbackReplyTitle', { id: m.feedbackId }) : m.title;
}

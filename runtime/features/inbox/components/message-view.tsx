// One inbox message in full: title, time, the sanitised rich content (RichText sanitises again in the browser),
// back to the list, delete (asked once more before it goes). A feedback reply links to the feedback tab.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InboxMessage } from '../../../../schema/api/content';
import { RichText } from '../../content';
import { messageTitle } from './message-list';

interface Props {
  message: InboxMessage;
  onBack: () => void;
  onDelete: () => Promise<void>;
  onOpenFeedback: () => void;
}

export function MessageView({ message, onBack, onDelete, onOpenFeedback }: Props) {
  const { t, i18n } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const remove = async () => {
    setBusy(true);
    try {
      await onDelete();
    } finally {
      setBusy(false);
    }
  };

  return (
    <article className="inbox-message" data-testid="message-view" data-message={message.id}>
      <button type="button" className="btn btn--ghost btn--small" onClick={onBack} data-testid="message-back">
        {t('inbox.back')}
      </button>
      <h2 ref={heading} tabIndex={-1} className="inbox-message__title">
        {messageTitle(t, message)}
      </h2>
      <time className="inbox-message__time" dateTime={message.createdAt}>
        {new Date(message.createdAt).toLocaleString(i18n.language)}
      </time>
      <RichText className="inbox-message__body rich" html={message.content} />
      <div className="inbox-message__actions">
        {message.kind === 'feedbackReply' && (
          <button type="button" className="btn btn--ghost btn--small" onClick={onOpenFeedback}>
            {t('inbox.viewFeedback')}
          </button>
        )}
        {confirming ? (
          <div className="inbox-message__confirm" role="group" aria-label={t('inbox.confirmDelete')}>
            <span>{t('inbox.confirmDelete')}</span>
            <button type="button" className="btn btn--primary btn--small" onClick={() => void remove()} disabled={busy} data-testid="message-delete-confirm">
              {t('inbox.delete')}
            </button>
            <button type="button" className="btn btn--ghost btn--small" onClick={() => setConfirming(false)}>
              {t('common.cancel')}
            </button>
          </div>
        ) : (
          <button type="button" className="btn btn--ghost btn--small" onClick={() => setConfirming(true)} data-testid="message-delete">
            {t('inbox.delete')}
          </button>
        )}
      </div>
    </article>
  );
}

// Feedback and complaints (spec §5; §3 support ticket): the form, and the member's own tickets with their status
// and the operator's reply. A new ticket appears in the list as soon as it is sent.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FeedbackFormView } from './feedback-form';
import { TicketList } from './ticket-list';
import './feedback.css';

export default function FeedbackArea() {
  const { t } = useTranslation();
  const [version, setVersion] = useState(0);
  return (
    <div className="feedback" data-testid="feedback-area">
      <section aria-labelledby="feedback-new-title">
        <h2 id="feedback-new-title" className="feedback__heading">
          {t('feedback.newTitle')}
        </h2>
        <FeedbackFormView onSent={() => setVersion((v) => v + 1)} />
      </section>
      <section aria-labelledby="feedback-mine-title">
        <h2 id="feedback-mine-title" className="feedback__heading">
          {t('feedback.mineTitle')}
        </h2>
        <TicketList version={version} />
      </section>
    </div>
  );
}

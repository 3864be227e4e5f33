// Announcement (spec §2 agent menu): the brand's agent announcements, newest first (plain text).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { getAgentAnnouncements, type AgentAnnouncement } from '../api/announcements';
import { Failure } from './parts';

export default function AnnouncementPage() {
  const { t, i18n } = useTranslation();
  const [list, setList] = useState<AgentAnnouncement[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    getAgentAnnouncements().then(
      (v) => setList(v.list),
      (e) => setError(e instanceof ApiError ? e.message : 'err_network'),
    );
  }, []);
  return (
    <section className="ac-page" data-testid="agent-announcements">
      <h1>{t('ac.menu.agentAnnouncement')}</h1>
      <Failure error={error} />
      {list?.length === 0 && <p className="ac-empty">{t('ac.announcement.none')}</p>}
      {list?.map((a) => (
        <article key={a.id} className="ac-section">
          <h2>{a.title}</h2>
          <p>
            <time dateTime={a.createdAt}>{new Date(a.createdAt).toLocaleDateString(i18n.language)}</time>
          </p>
          <p>{a.content}</p>
        </article>
      ))}
    </section>
  );
}

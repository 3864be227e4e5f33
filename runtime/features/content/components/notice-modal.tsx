// spec §2 noticeModal: titled news items that expand on click to show rich (sanitised) content;
// opens at the clicked index from the notice bar. After a login it shows the popup notices
// (post-login-notices.tsx).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/modal';
import { useNotices } from '../api/get-notices';
import { RichText } from './rich-text';
import './content.css';

export default function NoticeModal({ onClose, index = 0, kind = 'player' }: { onClose: () => void; index?: number; kind?: 'player' | 'popup' }) {
  const { t, i18n } = useTranslation();
  const notices = useNotices(i18n.language)?.[kind] ?? [];
  const [open, setOpen] = useState<number | null>(index);
  return (
    <Modal title={t('notice.title')} onClose={onClose} name="notice" wide>
      <span hidden data-notice-kind={kind} />
      {notices.length === 0 ? (
        <p>{t('notice.empty')}</p>
      ) : (
        <ul className="accordion">
          {notices.map((n, i) => (
            <li key={n.id} className="accordion__item" data-notice={i}>
              <button type="button" className="accordion__head" aria-expanded={open === i} onClick={() => setOpen(open === i ? null : i)}>
                {n.title}
              </button>
              {open === i && <RichText className="accordion__body rich" html={n.content} />}
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}

// spec §2 helpModal: the help items of GET /wps/system/helpCenter, opened at a tag (footer help
// links, terms link); content sanitised.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/modal';
import { useHelp } from '../api/get-help';
import { RichText } from './rich-text';
import './content.css';

export default function HelpModal({ onClose, tag }: { onClose: () => void; tag?: string }) {
  const { t, i18n } = useTranslation();
  const items = useHelp(i18n.language);
  const [openTag, setOpenTag] = useState<string | undefined>(tag);
  const current = items?.find((h) => h.tag === openTag) ?? items?.[0];
  return (
    <Modal title={t('page.help')} onClose={onClose} name="help" wide>
      {!items ? (
        <p aria-busy="true">{t('common.loading')}</p>
      ) : (
        <div className="help">
          <ul className="help__tags">
            {items.map((h) => (
              <li key={h.id}>
                <button type="button" aria-current={current?.tag === h.tag ? 'true' : undefined} onClick={() => setOpenTag(h.tag)} data-help-tag={h.tag}>
                  {h.title}
                </button>
              </li>
            ))}
          </ul>
          {current && (
            <section className="help__content" aria-labelledby={`help-${current.tag}`} data-help-open={current.tag}>
              <h3 id={`help-${current.tag}`}>{current.title}</h3>
              <RichText className="rich" html={current.content} />
            </section>
          )}
        </div>
      )}
    </Modal>
  );
}

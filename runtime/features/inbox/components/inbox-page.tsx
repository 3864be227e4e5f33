// spec §2 messageV2 (platform information, the inbox) and, as its second tab, feedback and complaints (spec §5;
// the personal-centre menu has no entry of its own for it). Each tab is addressable: /messageV2?tab=feedback.
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { modulesAtom } from '../../../state/tenant';
import { loadFeedbackArea } from '../../feedback';
import type { MemberPageProps } from '../../member-centre';
import { MessageList } from './message-list';
import './inbox.css';

const FeedbackArea = lazy(loadFeedbackArea);
type TabId = 'messages' | 'feedback';

export default function InboxPage(_props: MemberPageProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const baseId = useId();
  // The brand's white-label module tree can switch feedback off (module FEEDBACK under MC): then no tab for it.
  const feedbackOn = useAtomValue(modulesAtom).FEEDBACK !== false;
  const TABS: TabId[] = feedbackOn ? ['messages', 'feedback'] : ['messages'];
  const current: TabId = feedbackOn && params.get('tab') === 'feedback' ? 'feedback' : 'messages';
  const select = (id: TabId) => setParams(id === 'messages' ? {} : { tab: id }, { state: location.state, replace: true, preventScrollReset: true });

  const onKey = (e: React.KeyboardEvent, i: number) => {
    const next = e.key === 'ArrowRight' ? i + 1 : e.key === 'ArrowLeft' ? i - 1 : null;
    if (next === null) return;
    e.preventDefault();
    const id = TABS[(next + TABS.length) % TABS.length];
    select(id);
    document.getElementById(`${baseId}-tab-${id}`)?.focus();
  };

  return (
    <section className="inbox" data-testid="inbox-page">
      <h1>{t('mc.menu.messageV2')}</h1>
      <div className="inbox-tabs" role="tablist" aria-label={t('mc.menu.messageV2')}>
        {TABS.map((id, i) => (
          <button
            key={id}
            id={`${baseId}-tab-${id}`}
            type="button"
            role="tab"
            aria-selected={id === current}
            aria-controls={`${baseId}-panel`}
            tabIndex={id === current ? 0 : -1}
            data-tab={id}
            onClick={() => select(id)}
            onKeyDown={(e) => onKey(e, i)}
          >
            {t(`inbox.tab.${id}`)}
          </button>
        ))}
      </div>
      <div id={`${baseId}-panel`} role="tabpanel" aria-labelledby={`${baseId}-tab-${current}`} data-tabpanel={current}>
        {current === 'messages' ? (
          <MessageList onOpenFeedback={() => select('feedback')} />
        ) : (
          <Suspense fallback={<div className="route-loading" aria-busy="true" />}>
            <FeedbackArea />
          </Suspense>
        )}
      </div>
    </section>
  );
}

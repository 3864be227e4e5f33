// spec §2 /join: affiliate join page: the programme (the help 'agent' entry), then sign up or
// log in. Registering with an agent's invitation code places the member under that agent.
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useSwitches } from '../../../lib/use-tenant';
import { modalAtom, tokenAtom } from '../../../state/session';
import { useHelp } from '../api/get-help';
import { RichText } from './rich-text';
import './pages.css';

export default function JoinPage() {
  const { t, i18n } = useTranslation();
  const items = useHelp(i18n.language);
  const switches = useSwitches();
  const token = useAtomValue(tokenAtom);
  const setModal = useSetAtom(modalAtom);
  const agent = items?.find((h) => h.tag === 'agent');
  return (
    <div className="page">
      <h1 className="page__title">{t('page.join')}</h1>
      <p className="page__lead">{t('join.lead')}</p>
      <div className="page__cards">
        {['join.benefit1', 'join.benefit2', 'join.benefit3'].map((k) => (
          <section key={k} className="page__card">
            <p>{t(k)}</p>
          </section>
        ))}
      </div>
      {agent && (
        <section className="page__card" data-testid="join-programme">
          <h2>{agent.title}</h2>
          <RichText className="rich" html={agent.content} />
        </section>
      )}
      {!token && (
        <div className="page__actions">
          {switches.DIRECTREG3 && (
            <button type="button" className="btn btn--accent" onClick={() => setModal({ name: 'register' })}>
              {t('header.signUp')}
            </button>
          )}
          <button type="button" className="btn btn--primary" onClick={() => setModal({ name: 'login' })}>
            {t('header.login')}
          </button>
        </div>
      )}
    </div>
  );
}

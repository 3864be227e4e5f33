// Issue 20 item 7: the public responsible-gaming page, one click from every page (the footer). The tools a player
// has (limits, reality check, time-out, self-exclusion, identity checks) and where to find them, a short
// self-assessment (answered here, nothing sent), the brand's minimum age and help organisations (the manifest's
// responsibleGaming links). Prerendered per brand and language like the other public pages.
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useTenant } from '../../../lib/use-tenant';
import { tokenAtom } from '../../../state/session';
import './responsible-gaming.css';

const TOOLS = ['limits', 'reality', 'timeout', 'exclusion', 'identity'] as const;
const QUESTIONS = ['q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7', 'q8'] as const;
const ANSWERS = ['never', 'sometimes', 'often', 'always'] as const;

export default function ResponsibleGamingPublicPage() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const token = useAtomValue(tokenAtom);
  const navigate = useNavigate();
  const [answers, setAnswers] = useState<Record<string, number>>({});
  const answered = Object.keys(answers).length;
  const score = Object.values(answers).reduce((s, v) => s + v, 0);
  const result = score >= 8 ? 'high' : score >= 3 ? 'moderate' : score >= 1 ? 'low' : 'none';
  return (
    <div className="page" data-testid="rg-public">
      <h1 className="page__title">{t('rg.public.title')}</h1>
      <p className="page__lead">{t('rg.public.lead', { brand: tenant.brandName, age: tenant.responsibleGaming.ageGate })}</p>
      <section className="page__card">
        <h2>{t('rg.public.toolsTitle')}</h2>
        <ul>
          {TOOLS.map((k) => (
            <li key={k}>
              <strong>{t(`rg.public.tool.${k}.name`)}</strong> — {t(`rg.public.tool.${k}.text`)}
            </li>
          ))}
        </ul>
        {token && (
          <div className="page__actions">
            <button type="button" className="btn btn--primary" onClick={() => navigate('/responsibleGaming')} data-testid="rg-public-open">
              {t('rg.public.openTools')}
            </button>
          </div>
        )}
      </section>
      <section className="page__card" data-testid="rg-self-assessment">
        <h2>{t('rg.public.quizTitle')}</h2>
        <p>{t('rg.public.quizLead')}</p>
        <ol>
          {QUESTIONS.map((q) => (
            <li key={q}>
              <fieldset className="rg-quiz">
                <legend>{t(`rg.public.${q}`)}</legend>
                {ANSWERS.map((a, i) => (
                  <label key={a} className="rg-quiz__answer">
                    <input type="radio" name={q} value={i} checked={answers[q] === i} onChange={() => setAnswers((prev) => ({ ...prev, [q]: i }))} /> {t(`rg.public.answer.${a}`)}
                  </label>
                ))}
              </fieldset>
            </li>
          ))}
        </ol>
        {answered === QUESTIONS.length && (
          <p role="status" data-testid="rg-quiz-result">
            {t(`rg.public.result.${result}`)}
          </p>
        )}
      </section>
      <section className="page__card">
        <h2>{t('rg.public.helpTitle')}</h2>
        <p>{t('rg.public.helpLead')}</p>
        <ul>
          {tenant.responsibleGaming.links.map((l) => (
            <li key={l.url}>
              <a className="page__text-link" href={l.url} target="_blank" rel="noopener noreferrer">
                {l.label}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

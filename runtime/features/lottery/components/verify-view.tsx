// The public verify page (issue 17 item 4): the draw's published hash, its revealed seed, every number, and this
// browser's own recomputation of both (lib/verify.ts).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { apiErrorText } from '../../account';
import { getDraw, type DrawDetail } from '../api/lottery';
import { verifyDraw, type Verdict } from '../lib/verify';
import { Numbers } from './results-list';

export function VerifyView({ gameCode, numero, back }: { gameCode: string; numero: string; back: string }) {
  const { t, i18n } = useTranslation();
  const [detail, setDetail] = useState<DrawDetail | null>(null);
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setVerdict(null);
    getDraw(gameCode, numero, i18n.language).then(
      async (d) => {
        if (!live) return;
        setDetail(d);
        const v = await verifyDraw(d.draw, d.game.prizes, d.game.distinct);
        if (live) setVerdict(v);
      },
      (e: unknown) => live && setError(apiErrorText(t, e)),
    );
    return () => {
      live = false;
    };
  }, [gameCode, numero, i18n.language, t]);
  return (
    <section className="lottery-verify" data-testid="verify">
      <h2>{t('lottery.verifyTitle', { name: detail?.game.remark ?? gameCode, numero })}</h2>
      <p>{t('lottery.verifyHow')}</p>
      {error && <p role="alert">{error}</p>}
      {detail && (
        <dl className="lottery-verify__facts">
          <dt>{t('lottery.seedHash')}</dt>
          <dd>
            <code>{detail.draw.seedHash}</code>
          </dd>
          <dt>{t('lottery.seed')}</dt>
          <dd>{detail.draw.seed ? <code>{detail.draw.seed}</code> : t('lottery.seedHidden')}</dd>
          {detail.draw.result?.prizes.map((p) => (
            <div key={p.key} className="lottery-verify__prize">
              <dt>{t(`lottery.prize.${p.key}`)}</dt>
              <dd>
                <Numbers numbers={p.numbers} />
              </dd>
            </div>
          ))}
        </dl>
      )}
      {verdict && (
        <p role="status" className={verdict === 'ok' ? 'lottery-msg lottery-msg--ok' : 'lottery-msg lottery-msg--err'} data-testid="verify-verdict">
          {t(`lottery.verdict.${verdict}`)}
        </p>
      )}
      <Link to={back}>{t('lottery.backToLobby')}</Link>
    </section>
  );
}

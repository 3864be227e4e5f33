// The bet slip of one game's open draw (issue 17 item 5): play type, number, stake (major units typed, minor units
// sent), lines, total, place. Every line is checked against the game's limits here and again by the server; the
// slip carries one request id, so a retried tap places it once.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMemberAction } from '../../../hooks/use-member-action';
import { ApiError } from '../../../lib/api';
import { apiErrorText, useBalanceRefresh } from '../../account';
import { useMoney } from '../lib/use-money';
import { placeSlip, type LotteryItem, type SlipLine } from '../api/lottery';
import { countdown } from './use-server-clock';

const newRequestId = () => `slip-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

export function BetSlip({ item, now, onPlaced, initialPlayType }: { item: LotteryItem; now: number; onPlaced: () => void; initialPlayType?: string | null }) {
  const { t } = useTranslation();
  const money = useMoney();
  const memberAction = useMemberAction();
  const refreshBalance = useBalanceRefresh();
  // spec §2: /lottery?playType= preselects the bet type when the game offers it.
  const [playType, setPlayType] = useState(item.playTypes.find((p) => p.code === initialPlayType)?.code ?? item.playTypes[0]?.code ?? '');
  const [number, setNumber] = useState('');
  const [stake, setStake] = useState('1');
  const [lines, setLines] = useState<SlipLine[]>([]);
  const [requestId, setRequestId] = useState(newRequestId);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  // A slip is for the draw it was started on: when that draw locks, the slip is refused, not moved to the next draw.
  const [slipNumero, setSlipNumero] = useState<string | null>(null);
  const numero = lines.length && slipNumero ? slipNumero : item.numero;
  const play = item.playTypes.find((p) => p.code === playType) ?? item.playTypes[0];
  const remain = item.lockTime ? (new Date(item.lockTime).getTime() - now) / 1000 : 0;
  const open = !!numero && numero === item.numero && remain > 0;

  const add = () => {
    setMessage(null);
    if (play.digits && !new RegExp(`^[0-9]{${play.digits}}$`).test(number)) return setMessage({ ok: false, text: t('lottery.numberDigits', { digits: play.digits }) });
    if (!/^[0-9]{1,9}(\.[0-9]{1,2})?$/.test(stake.trim())) return setMessage({ ok: false, text: t('lottery.stakeInvalid') });
    const minor = Math.round(Number(stake) * 100);
    if (minor < play.minStake || minor > play.maxStake) return setMessage({ ok: false, text: t('lottery.stakeRange', { min: money(play.minStake), max: money(play.maxStake) }) });
    if (!lines.length) setSlipNumero(item.numero);
    setLines((l) => [...l, { playType: play.code, number: play.digits ? number : '', stake: minor }]);
    setNumber('');
  };

  const submit = () =>
    memberAction(() => {
      if (!numero || !lines.length) return;
      setBusy(true);
      setMessage(null);
      placeSlip({ requestId, gameCode: item.gameId, numero, lines }).then(
        () => {
          setLines([]);
          setRequestId(newRequestId());
          setMessage({ ok: true, text: t('lottery.placed', { numero }) });
          void refreshBalance();
          onPlaced();
        },
        (err: unknown) => {
          setMessage({ ok: false, text: apiErrorText(t, err) });
          // The draw closed: start the slip again on the draw open now. Other failures keep the slip and its request
          // id, so tapping again (after a lost answer) cannot place it twice.
          if (err instanceof ApiError && err.code === 'lottery_closed') {
            setLines([]);
            setRequestId(newRequestId());
          }
        },
      ).finally(() => setBusy(false));
    });

  const total = lines.reduce((s, l) => s + l.stake, 0);
  return (
    <section className="lottery-slip" aria-labelledby="lottery-slip-title" data-testid="bet-slip">
      <h3 id="lottery-slip-title">{t('lottery.slipTitle', { numero: numero ?? '-' })}</h3>
      <p className="lottery-slip__lock">
        {open ? t('lottery.closesIn', { time: countdown(remain) }) : t('lottery.closed')}
      </p>
      {item.seedHash && (
        <p className="lottery-slip__hash">
          {t('lottery.seedHash')} <code>{item.seedHash}</code>
        </p>
      )}
      <div className="lottery-slip__form">
        <label>
          {t('lottery.playType')}
          <select value={play?.code} onChange={(e) => setPlayType(e.target.value)} data-testid="play-type">
            {item.playTypes.map((p) => (
              <option key={p.code} value={p.code}>
                {t(`lottery.play.${p.code}`)}
              </option>
            ))}
          </select>
        </label>
        {play?.digits > 0 && (
          <label>
            {t('lottery.number')}
            <input inputMode="numeric" value={number} maxLength={play.digits} onChange={(e) => setNumber(e.target.value.replace(/\D/g, ''))} placeholder={'0'.repeat(play.digits)} data-testid="bet-number" />
          </label>
        )}
        <label>
          {t('lottery.stake')}
          <input inputMode="decimal" value={stake} onChange={(e) => setStake(e.target.value)} data-testid="bet-stake" />
        </label>
        <button type="button" className="btn btn--ghost" onClick={add} data-testid="add-line">
          {t('lottery.addLine')}
        </button>
      </div>
      {lines.length > 0 && (
        <ul className="lottery-slip__lines">
          {lines.map((l, i) => (
            <li key={i}>
              <span>{t(`lottery.play.${l.playType}`)}</span> <strong>{l.number}</strong> <span>{money(l.stake)}</span>
              <button type="button" className="btn btn--small btn--ghost" onClick={() => setLines((x) => x.filter((_, j) => j !== i))} aria-label={t('lottery.removeLine')}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="lottery-slip__total">{t('lottery.total', { amount: money(total) })}</p>
      <button type="button" className="btn btn--primary" disabled={busy || !lines.length} onClick={submit} data-testid="place-bet">
        {t('lottery.place')}
      </button>
      {message && (
        <p role={message.ok ? 'status' : 'alert'} className={message.ok ? 'lottery-msg lottery-msg--ok' : 'lottery-msg lottery-msg--err'} data-testid="slip-message">
          {message.text}
        </p>
      )}
    </section>
  );
}

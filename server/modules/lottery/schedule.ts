// When each game draws (issue 17 item 1; spec §3 drawDayOfWeek, lockTime, winningTime). Times are computed in the
// game's fixed UTC offset. A numero names one draw: YYYYMMDD for a game drawing once a day, YYYYMMDD-NNNN (the
// draw's number in its local day, from 0001) for the fast game.
import type { LotteryGame } from './games-data';

export interface DrawSlot {
  numero: string;
  drawAt: Date;
  lockAt: Date;
}

const DAY = 86_400_000;

function localDate(t: number, offsetHours: number): string {
  return new Date(t + offsetHours * 3_600_000).toISOString().slice(0, 10).replaceAll('-', '');
}

/** The first `count` draws of the game strictly after `after`. */
export function nextDraws(game: LotteryGame, after: Date, count: number): DrawSlot[] {
  const off = game.utcOffsetHours * 3_600_000;
  const out: DrawSlot[] = [];
  const s = game.schedule;
  if (s.kind === 'interval') {
    const ms = s.intervalSeconds * 1000;
    // Slots are counted from the local midnight, so a numero's counter restarts each day.
    let t = Math.floor((after.getTime() + off) / ms) * ms + ms - off;
    while (out.length < count) {
      const midnight = Math.floor((t + off) / DAY) * DAY - off;
      const n = Math.floor((t - midnight) / ms);
      // The slot at local midnight itself belongs to the day before: counting starts at the first slot after it.
      const numero = n === 0 ? `${localDate(t - 1, game.utcOffsetHours)}-${String(Math.round(DAY / ms)).padStart(4, '0')}` : `${localDate(t, game.utcOffsetHours)}-${String(n).padStart(4, '0')}`;
      out.push({ numero, drawAt: new Date(t), lockAt: new Date(t - s.lockSeconds * 1000) });
      t += ms;
    }
    return out;
  }
  const [hh, mm] = s.time.split(':').map(Number);
  // Local midnight of the local day containing `after`, then day by day.
  let midnight = Math.floor((after.getTime() + off) / DAY) * DAY - off;
  while (out.length < count) {
    const t = midnight + (hh * 60 + mm) * 60_000;
    const isoDay = ((Math.floor((midnight + off) / DAY) + 3) % 7) + 1; // 1970-01-01 was a Thursday (4)
    if (t > after.getTime() && s.days.includes(isoDay)) out.push({ numero: localDate(t, game.utcOffsetHours), drawAt: new Date(t), lockAt: new Date(t - s.lockMinutes * 60_000) });
    midnight += DAY;
  }
  return out;
}

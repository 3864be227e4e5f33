// spec §4 withdrawal receipt: the time left to answer before an unanswered payout counts as received, as m:ss
// (h:mm:ss past an hour); null once it has passed.
export function timeLeft(deadlineIso: string, now: number): string | null {
  const ms = Date.parse(deadlineIso) - now;
  if (!(ms > 0)) return null;
  const s = Math.ceil(ms / 1000);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}

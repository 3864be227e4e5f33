// A clock that follows the server's (serverTime of each lobby answer): countdowns agree with the server's lock
// time whatever the device's clock says. Ticks every second.
import { useCallback, useEffect, useState } from 'react';

export function useServerClock() {
  const [offset, setOffset] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  const sync = useCallback((serverTime: string) => setOffset(new Date(serverTime).getTime() - Date.now()), []);
  return { now: now + offset, sync };
}

/** Seconds as the countdown shows them: 2d 03:04:05, 03:04:05 or 04:05. */
export function countdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const d = Math.floor(s / 86_400);
  const hh = Math.floor((s % 86_400) / 3600);
  const mm = Math.floor((s % 3600) / 60);
  const ss = s % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  const clock = hh || d ? `${two(hh)}:${two(mm)}:${two(ss)}` : `${two(mm)}:${two(ss)}`;
  return d ? `${d}d ${clock}` : clock;
}

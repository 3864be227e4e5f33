// spec §4 SMS code button: disabled with a seconds countdown after sending, enabled again at 0.
import { useEffect, useState } from 'react';

export function useCountdown(): [number, (seconds: number) => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const id = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(id);
  }, [left]);
  return [left, setLeft];
}

/** spec §9: SMS and captcha requests at most once per second. */
export function throttleOncePerSecond<A extends unknown[]>(fn: (...args: A) => void): (...args: A) => void {
  let last = 0;
  return (...args: A) => {
    const now = Date.now();
    if (now - last < 1000) return;
    last = now;
    fn(...args);
  };
}

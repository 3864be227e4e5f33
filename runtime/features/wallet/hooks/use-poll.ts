// Live status: re-run `load` every `ms` while `active` (a pending deposit or withdrawal) and the tab is visible.
import { useEffect, useRef } from 'react';

export function usePoll(load: () => void, active: boolean, ms = 5_000) {
  const latest = useRef(load);
  latest.current = load;
  useEffect(() => {
    if (!active) return;
    const id = setInterval(() => {
      if (document.visibilityState === 'visible') latest.current();
    }, ms);
    return () => clearInterval(id);
  }, [active, ms]);
}

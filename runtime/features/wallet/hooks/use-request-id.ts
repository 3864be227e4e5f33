// One request id per intended operation: a retry after a failed answer (or a double click) reuses it, so the wallet
// answers the first result instead of moving money twice; it is renewed after a success or when the form changes.
import { useCallback, useRef } from 'react';
import { newRequestId } from '../lib/request-id';

export function useRequestId(): { current: () => string; renew: () => void } {
  const id = useRef<string | null>(null);
  const current = useCallback(() => (id.current ??= newRequestId()), []);
  const renew = useCallback(() => {
    id.current = null;
  }, []);
  return { current, renew };
}

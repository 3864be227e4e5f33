// Issue 23 item 5: client state (stored language, session token, theme) must not change before every part of
// the prerendered HTML has hydrated. React hydrates the shell first and each Suspense boundary (the routed page,
// the deferred parts) in later passes; a jotai value set in between is read by a boundary's first client render
// and differs from its server HTML: React error #418, the HTML thrown away, a slower first screen.
// So the boundaries that exist at hydration are tracked here, and ClientSync applies its state once they are
// all hydrated (whenHydrated).
import { createElement, Suspense, useEffect, useId, type ReactNode } from 'react';

const pending = new Set<string>();
let settled = false;
/** Only the boundaries of the first (hydrating) render count: one mounted later renders on the client anyway. */
let registering = true;
let waiters: (() => void)[] = [];

function check(): void {
  if (settled || pending.size) return;
  settled = true;
  for (const w of waiters) w();
  waiters = [];
}

/**
 * Resolves when every boundary rendered at hydration has hydrated (or at once when there was none left). Called from
 * an effect of the shell's first commit: the boundaries registered by then are exactly those in the server HTML.
 */
export function whenHydrated(): Promise<void> {
  registering = false;
  return new Promise((resolve) => {
    waiters.push(resolve);
    check();
  });
}

function Hydrated({ id }: { id: string }) {
  useEffect(() => {
    pending.delete(id);
    check();
  }, [id]);
  return null;
}

/**
 * A Suspense boundary that holds back client state until its content has hydrated. Its id comes from useId, so
 * a StrictMode double render registers it once; boundaries created after hydration are not tracked.
 */
export function HydratingSuspense({ fallback, children }: { fallback: ReactNode; children?: ReactNode }) {
  const id = useId();
  if (!import.meta.env.SSR && registering && !settled) pending.add(id);
  // A boundary unmounted before it hydrated (the route changed) holds nothing back.
  useEffect(
    () => () => {
      pending.delete(id);
      check();
    },
    [id],
  );
  return createElement(Suspense, { fallback }, children, createElement(Hydrated, { id }));
}

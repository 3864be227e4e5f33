// Renders its children only after hydration, inside a Suspense boundary: for lazily loaded,
// browser-only parts (session, API data, modals) that the prerendered HTML cannot know about.
import { Suspense, useEffect, useState, type ReactNode } from 'react';

export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}

export function ClientOnly({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const mounted = useMounted();
  if (!mounted) return <>{fallback}</>;
  return <Suspense fallback={fallback}>{children}</Suspense>;
}

// Renders its children (inside Suspense) once its place comes within `margin` of the viewport: for
// below-the-fold sections whose data, code and images a first screen does not need (the home
// page's hot games). Until then it holds `minHeight` so the page below does not jump when they come.
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

export function WhenVisible({ children, minHeight, margin = '300px' }: { children: ReactNode; minHeight: string; margin?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || visible) return;
    if (typeof IntersectionObserver === 'undefined') return setVisible(true);
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setVisible(true), { rootMargin: margin });
    io.observe(el);
    return () => io.disconnect();
  }, [visible, margin]);
  if (visible) return <Suspense fallback={<div style={{ minHeight }} />}>{children}</Suspense>;
  return <div ref={ref} style={{ minHeight }} aria-hidden="true" />;
}

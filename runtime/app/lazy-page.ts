// React.lazy with a preload handle. Non-home pages are split into their own chunks (home JS
// budget, issue 2 item 9), but the page being prerendered or hydrated must already be loaded:
// a suspended boundary during renderToString/hydration would render a fallback and log a
// hydration error. So the server and the client preload the matched route before rendering
// (pages/index/+onBeforeRenderHtml.ts, pages/+client.tsx).
import { createElement, lazy, type ComponentType } from 'react';

export interface LazyPage<P extends object> {
  load: () => Promise<void>;
  Component: ComponentType<P>;
}

export function lazyPage<P extends object>(loader: () => Promise<{ default: ComponentType<P> }>): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  const load = () =>
    (pending ??= loader().then(
      (m) => {
        loaded = m.default;
      },
      (err) => {
        pending = undefined; // allow a retry after a failed chunk download
        throw err;
      },
    ));
  const Lazy = lazy(() => load().then(() => ({ default: loaded! })));
  function Component(props: P) {
    return loaded ? createElement(loaded, props) : createElement(Lazy as unknown as ComponentType<P>, props);
  }
  return { load, Component };
}

// Deferred hydration for parts of the shell that are not needed for the first interaction
// (footer, side menu, home tiles): the prerendered HTML shows them at once, but their code is a
// separate chunk that starts downloading when the page boots and hydrates when it lands (React
// keeps a suspended boundary's server HTML during hydration). This keeps the home page's first
// JavaScript within its budget (issue 2 item 9; spec §2 names lazily loaded sections).
//
// Contract: the server must have loaded every deferred part before rendering
// (loadAllDeferred in +onBeforeRenderHtml), and both server and client render the same
// <Suspense> boundary so the hydration markers match.
import { createElement, lazy, type ComponentType } from 'react';
import { HydratingSuspense } from './hydration';

const loaders: (() => Promise<void>)[] = [];

export function deferred<P extends object>(loader: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  const load = () =>
    (pending ??= loader().then(
      (m) => {
        loaded = m.default;
      },
      (err: unknown) => {
        pending = undefined;
        throw err;
      },
    ));
  loaders.push(load);
  const Lazy = lazy(() => load().then(() => ({ default: loaded! })));
  function Inner(props: P) {
    return loaded ? createElement(loaded, props) : createElement(Lazy as unknown as ComponentType<P>, props);
  }
  return function Deferred(props: P) {
    return createElement(HydratingSuspense, { fallback: null }, createElement(Inner, props));
  };
}

/** Server: load every deferred part (before renderToString). Browser: start the downloads. */
export function loadAllDeferred(): Promise<void> {
  return Promise.all(loaders.map((l) => l())).then(() => undefined);
}

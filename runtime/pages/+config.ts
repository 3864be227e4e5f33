// Vike config of the runtime (issue 2 item 6). One catch-all page renders the react-router app.
import vikeReact from 'vike-react/config';
import type { Config } from 'vike/types';

export default {
  extends: [vikeReact],
  // react-router owns navigation inside the single page (spec §2 history mode); Vike's client
  // router would intercept the same link clicks, so Vike only hydrates.
  clientRouting: false,
  hydrationCanBeAborted: false,
  // Contract with the generator: pageContextInit { tenant, themeCss }. The browser needs the
  // manifest and the default language's strings: +Head.tsx serialises them into the HTML
  // (pages/app-context.ts) rather than shipping them as JavaScript; the theme CSS is inlined.
  // Vike renders the HTML (prerender); the browser hydrates through our own small entry
  // (+client.tsx) instead of Vike's client runtime: react-router owns routing, so Vike's client
  // (~14 KB gz) had nothing left to do but call hydrateRoot (home JS budget, issue 2 item 9).
  clientHooks: false,
  prerender: {
    // The generator builds once and calls prerender() once per tenant; `vite build` alone must not.
    disableAutoRun: true,
    // Several prerender() runs reuse the same server build.
    keepDistServer: true,
  },
} satisfies Config;

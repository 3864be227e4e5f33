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
  // manifest and the default language's strings (serialized into the HTML rather than shipped
  // as JavaScript); the theme CSS is already inlined in <head>.
  passToClient: ['tenant', 'locale'],
  prerender: {
    // The generator builds once and calls prerender() once per tenant; `vite build` alone must not.
    disableAutoRun: true,
    // Several prerender() runs reuse the same server build.
    keepDistServer: true,
  },
} satisfies Config;

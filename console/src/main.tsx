// Entry of the operator console (console/index.html): no inline script anywhere (the /ops policy, server/modules/site/console.ts).
// Material UI's styles go into <style> elements carrying the page's nonce (the server's meta tag): the policy allows
// no other style element.
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';

const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
const styles = createCache({ key: 'ops', nonce, prepend: true });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <CacheProvider value={styles}>
      <App />
    </CacheProvider>
  </StrictMode>,
);

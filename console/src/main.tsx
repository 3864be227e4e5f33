// Entry of the operator console (console/index.html): no inline script anywhere (the /ops policy, server/modules/site/console.ts).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

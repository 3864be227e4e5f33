// Demo adapter (issue 5 item 3): the catalogue's third-party vendors. Launching opens a page served by us
// that says plainly it is a demo table; the seamless-wallet callbacks are real (signed, through the wallet),
// so a provider simulator or a test can play rounds against them.
import { runSeamlessCallback } from './seamless-callbacks';
import type { VendorAdapter } from './types';

export const demoAdapter: VendorAdapter = {
  kind: 'demo',
  launchUrl: ({ token, language, roomId }) => {
    const q = new URLSearchParams({ token, lang: language });
    if (roomId) q.set('roomId', roomId);
    return `/lgw/demo/table?${q}`;
  },
  callback: runSeamlessCallback,
};

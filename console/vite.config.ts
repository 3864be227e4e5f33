// Vite config of the operator console (issue 19 item 2): one single-page app for every brand, built to
// dist/console/ and served by the server at /ops (server/modules/site/console.ts). No inline script is emitted
// (the /ops policy allows only the console's own files).
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  base: '/ops/',
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('../dist/console', import.meta.url)),
    emptyOutDir: true,
    // The module preload polyfill is an inline-free file in modern Vite, but the console targets current browsers only.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 2000,
  },
});

// What the prerendered page hands to the browser entry (+client.tsx): the brand manifest as JSON in <head>
// (+Head.tsx), and where the page language's strings are (a hashed JSON file the head preloads: inline, they were
// half of the home page's gzipped HTML, issue 22 item 4). Replaces Vike's passToClient, which needs Vike's client
// runtime.
import type { TenantManifest } from '../../schema/tenant';

export const APP_CONTEXT_ID = 'app-context';

export interface AppContext {
  tenant: TenantManifest;
  /** lng: the page's language; bundle: the bundled language that serves it (bundleLanguageFor); url: its strings. */
  locale: { lng: string; bundle: string; url: string };
}

/** JSON safe inside a <script> element (no closing tag, no HTML comment opener, no U+2028/9). */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

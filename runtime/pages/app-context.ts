// What the prerendered page hands to the browser entry (+client.tsx): the brand manifest and the
// default language's strings, as JSON in <head> (+Head.tsx). Replaces Vike's passToClient,
// which needs Vike's client runtime.
import type { Resource } from 'i18next';
import type { TenantManifest } from '../../schema/tenant';

export const APP_CONTEXT_ID = 'app-context';

export interface AppContext {
  tenant: TenantManifest;
  locale: { lng: string; resources: Resource };
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

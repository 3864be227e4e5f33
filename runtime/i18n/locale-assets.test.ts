// issue 22 item 4: the strings the browser fetches (assets/locale-<lng>-<hash>.json, runtime/vite.config.ts) are
// exactly the ones the server prerendered the page with (i18n/resources.ts).
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localeStrings } from '../vite.config';
import { resources } from './resources';

describe('locale files fetched by the browser', () => {
  for (const [lng, bundle] of Object.entries(resources)) {
    it(`${lng}: the same strings as the prerender`, () => {
      expect(localeStrings(join(import.meta.dirname, 'locales', lng))).toEqual(bundle.translation);
    });
  }
});

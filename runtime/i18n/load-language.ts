// Browser: fetch a language's JSON chunks on demand and add them to the running i18next.
import type { i18n as I18n } from 'i18next';
import { bundleLanguageFor } from './bundled-languages';

type LocaleModule = { default: Record<string, unknown> };
// Browser only; the server has every language statically (resources.ts). Leaving the glob out
// of the server build also keeps rolldown from warning about the same JSON imported both ways.
const files: Record<string, () => Promise<LocaleModule>> = import.meta.env.SSR
  ? {}
  : import.meta.glob<LocaleModule>('./locales/*/*.json');

export async function loadLanguage(i18n: I18n, lng: string): Promise<void> {
  const bundled = bundleLanguageFor(lng);
  if (i18n.hasResourceBundle(bundled, 'translation')) return;
  const parts = await Promise.all(
    Object.entries(files)
      .filter(([path]) => path.startsWith(`./locales/${bundled}/`))
      .map(([, load]) => load()),
  );
  const translation = Object.assign({}, ...parts.map((m) => m.default));
  i18n.addResourceBundle(bundled, 'translation', translation, true, true);
}

// `brand new <id>`: asks the questions in QUESTIONS (or takes them from flags with --yes), writes
// tenants/<id>/tenant.json and renders generator/templates/tenant/ (logo, favicon) beside it.
// The result is validated before anything is written, so a new tenant always passes `validate`.
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { tenantSchema, validateTenant, type TenantManifest } from '../../schema/validate-tenant';
import { mix, readableOn } from '../../themes/compile';
import { CliError } from '../lib/cli-error';
import { displayPath } from '../lib/paths';
import { applyTemplateDir, templatesDir } from '../lib/templates';
import { loadTenant } from '../lib/tenants';

type LanguageCode = TenantManifest['languages']['default'];

export interface NewTenantAnswers {
  brandName: string;
  merchantCode: string;
  domains: string[];
  defaultLanguage: LanguageCode;
  languages: LanguageCode[];
  currency: string;
  currencySymbol: string;
  theme: 'light' | 'dark';
  brandColor: string;
  accentColor: string;
  registration: ('username' | 'mobile')[];
  directReg: boolean;
  changePassVerif: boolean;
  ageGate: 18 | 21;
}

const schemaLanguages = (tenantSchema as { definitions: { languageCode: { enum: string[] } } }).definitions.languageCode.enum;

const CURRENCY_SYMBOLS: Record<string, string> = {
  MYR: 'RM', SGD: 'S$', CNY: '¥', USD: '$', THB: '฿', IDR: 'Rp', VND: '₫', PHP: '₱', EUR: '€', INR: '₹', KRW: '₩', JPY: '¥',
};

function yesNo(raw: string): boolean {
  if (/^(y|yes|true|1|on)$/i.test(raw)) return true;
  if (/^(n|no|false|0|off)$/i.test(raw)) return false;
  throw new Error('expected yes or no');
}

function list(raw: string): string[] {
  return raw.split(/[\s,]+/).map((s) => s.trim()).filter(Boolean);
}

function language(code: string): LanguageCode {
  if (!schemaLanguages.includes(code)) throw new Error(`expected a language code from the schema (${schemaLanguages.slice(0, 6).join(', ')}, ...), got "${code}"`);
  return code as LanguageCode;
}

function hexColor(raw: string): string {
  const v = raw.trim().toLowerCase();
  if (!/^#[0-9a-f]{6}$/.test(v)) throw new Error('expected a colour like #0e8a5f');
  return v;
}

interface Question<K extends keyof NewTenantAnswers = keyof NewTenantAnswers> {
  key: K;
  /** Command-line flag answering this question (used with --yes in CI). */
  flag: string;
  prompt: string;
  defaultFor(id: string, answers: Partial<NewTenantAnswers>): string;
  parse(raw: string, answers: Partial<NewTenantAnswers>): NewTenantAnswers[K];
}

const titleCase = (id: string) => id.split('-').map((w) => w[0].toUpperCase() + w.slice(1)).join(' ');

/** The table that drives both the prompts and the `new` flags (and so its --help). */
export const QUESTIONS: Question[] = [
  { key: 'brandName', flag: '--brand-name <name>', prompt: 'Brand name', defaultFor: titleCase, parse: (r) => {
    if (!r.trim() || r.length > 60) throw new Error('expected 1 to 60 characters');
    return r.trim();
  } },
  { key: 'merchantCode', flag: '--merchant-code <code>', prompt: 'Merchant code', defaultFor: (id) => id.replace(/-/g, '_').toUpperCase(), parse: (r) => {
    if (!/^[A-Za-z0-9_]{2,32}$/.test(r)) throw new Error('expected 2 to 32 letters, digits or _');
    return r;
  } },
  { key: 'domains', flag: '--domains <hosts>', prompt: 'Domains (comma separated)', defaultFor: (id) => `${id}.example`, parse: (r) => {
    const hosts = list(r.toLowerCase());
    const bad = hosts.find((h) => !/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/.test(h));
    if (!hosts.length || bad) throw new Error(`expected host names without port${bad ? `, got "${bad}"` : ''}`);
    return hosts;
  } },
  { key: 'defaultLanguage', flag: '--default-language <code>', prompt: 'Default language', defaultFor: () => 'ms', parse: (r) => language(r.trim()) },
  { key: 'languages', flag: '--languages <codes>', prompt: 'Supported languages (comma separated)', defaultFor: (_id, a) =>
    [...new Set([a.defaultLanguage ?? 'ms', 'ms', 'en', 'zh'])].join(','), parse: (r, a) => {
    const codes = list(r).map(language);
    // The default language is always supported; saying it twice would be noise for the operator.
    return [...new Set([a.defaultLanguage ?? codes[0], ...codes])] as LanguageCode[];
  } },
  { key: 'currency', flag: '--currency <code>', prompt: 'Currency code', defaultFor: () => 'MYR', parse: (r) => {
    const code = r.trim().toUpperCase();
    if (!/^[A-Z]{3}$/.test(code)) throw new Error('expected an ISO 4217 code like MYR');
    return code;
  } },
  { key: 'currencySymbol', flag: '--currency-symbol <symbol>', prompt: 'Currency symbol', defaultFor: (_id, a) => CURRENCY_SYMBOLS[a.currency ?? 'MYR'] ?? a.currency ?? 'RM', parse: (r) => {
    if (!r.trim() || r.trim().length > 5) throw new Error('expected 1 to 5 characters');
    return r.trim();
  } },
  { key: 'theme', flag: '--theme <light|dark>', prompt: 'Default theme (light/dark)', defaultFor: () => 'light', parse: (r) => {
    if (r !== 'light' && r !== 'dark') throw new Error('expected light or dark');
    return r;
  } },
  { key: 'brandColor', flag: '--brand-color <hex>', prompt: 'Brand colour', defaultFor: () => '#1565c0', parse: hexColor },
  { key: 'accentColor', flag: '--accent-color <hex>', prompt: 'Accent colour', defaultFor: () => '#ffb300', parse: hexColor },
  { key: 'registration', flag: '--registration <types>', prompt: 'Registration types (username, mobile)', defaultFor: () => 'username,mobile', parse: (r) => {
    const types = [...new Set(list(r.toLowerCase()))];
    if (!types.length || types.some((t) => t !== 'username' && t !== 'mobile')) throw new Error('expected username, mobile or both');
    return types as ('username' | 'mobile')[];
  } },
  { key: 'directReg', flag: '--direct-reg <yes|no>', prompt: 'Sign-up button in the header (DIRECTREG3)', defaultFor: () => 'yes', parse: yesNo },
  { key: 'changePassVerif', flag: '--change-pass-verif <yes|no>', prompt: 'Forgot password starts in mobile mode (CHNGPASSVERIF3)', defaultFor: () => 'no', parse: yesNo },
  { key: 'ageGate', flag: '--age-gate <18|21>', prompt: 'Age gate (18/21)', defaultFor: () => '18', parse: (r) => {
    if (r !== '18' && r !== '21') throw new Error('expected 18 or 21');
    return Number(r) as 18 | 21;
  } },
];

/** commander's camel-cased option name for a flag: `--brand-name <x>` → brandName. */
export function optionKey(flag: string): string {
  return flag.replace(/^--/, '').split(' ')[0].replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}

const SEO_TEXT: Partial<Record<string, (b: string) => { title: string; description: string }>> = {
  ms: (b) => ({ title: `${b} – Kasino & Sukan Dalam Talian`, description: `Slot, kasino langsung, sukan, loteri dan banyak lagi di ${b}.` }),
  en: (b) => ({ title: `${b} – Online Casino & Sports`, description: `Slots, live casino, sports, lottery and more at ${b}.` }),
  zh: (b) => ({ title: `${b} – 在线娱乐场与体育`, description: `老虎机、真人娱乐、体育、彩票，尽在 ${b}。` }),
};

export function buildManifest(id: string, a: NewTenantAnswers): TenantManifest {
  const seoFor = (lang: string) => (SEO_TEXT[lang] ?? SEO_TEXT.en!)(a.brandName.slice(0, 36));
  return {
    $schema: '../../schema/tenant.schema.json',
    id,
    brandName: a.brandName,
    merchantCode: a.merchantCode,
    domains: a.domains as TenantManifest['domains'],
    languages: { default: a.defaultLanguage, supported: a.languages as TenantManifest['languages']['supported'] },
    currency: { code: a.currency, symbol: a.currencySymbol, minorDigits: 2 },
    theme: {
      default: a.theme,
      colors: { brand: a.brandColor, brandStrong: mix(a.brandColor, '#000000', 0.28), accent: a.accentColor, chatHeader: a.brandColor },
      logo: 'logo.svg',
      favicon: 'favicon.svg',
    },
    features: {
      USERNAMEREG3: a.registration.includes('username'),
      MOBILENUMREG3: a.registration.includes('mobile'),
      MOBILENUMPASSREG3: a.registration.includes('mobile'),
      REGMOBVERF3: a.registration.includes('mobile'),
      DIRECTREG3: a.directReg,
      CHNGPASSVERIF3: a.changePassVerif,
      loggedInToHome: false,
      freePlay: true,
      forcedPasswordChange: false,
      verificationCodeLogin: false,
    },
    licences: [],
    responsibleGaming: { ageGate: a.ageGate, links: [{ label: 'BeGambleAware', url: 'https://www.begambleaware.org/' }] },
    social: {},
    appDownload: {},
    seo: Object.fromEntries(a.languages.map((l) => [l, seoFor(l)])),
    cdn: { images: [], launch: [] },
    lottery: { type: 'SEA', prizeModes: ['Lott'] },
    blockedCountries: [],
  };
}

/**
 * Reads answers line by line. The async iterator buffers lines, so answers piped in all at once
 * (`printf ... | brand new x`) are not lost the way rl.question() would lose them.
 */
function lineReader() {
  const rl = createInterface({ input: process.stdin, terminal: process.stdin.isTTY });
  const lines = rl[Symbol.asyncIterator]();
  return {
    async ask(prompt: string): Promise<string | null> {
      process.stdout.write(prompt);
      const next = await lines.next();
      if (!process.stdin.isTTY) process.stdout.write('\n');
      return next.done ? null : next.value;
    },
    close: () => rl.close(),
  };
}

async function collectAnswers(id: string, flags: Record<string, unknown>, interactive: boolean): Promise<NewTenantAnswers> {
  const answers: Partial<NewTenantAnswers> = {};
  const reader = interactive ? lineReader() : null;
  const record = (q: Question, raw: string) => ((answers as Record<string, unknown>)[q.key] = q.parse(raw, answers));
  try {
    for (const q of QUESTIONS) {
      const given = flags[optionKey(q.flag)];
      const fallback = q.defaultFor(id, answers);
      if (given !== undefined || !reader) {
        try {
          record(q, given === undefined ? fallback : String(given));
        } catch (err) {
          throw new CliError(`${q.flag.split(' ')[0]} ${(err as Error).message}`, 2);
        }
        continue;
      }
      for (;;) {
        const line = await reader.ask(`${q.prompt} [${fallback}]: `);
        if (line === null) throw new CliError(`input ended before "${q.prompt}" was answered (use --yes and flags in scripts)`, 2);
        try {
          record(q, line.trim() || fallback);
          break;
        } catch (err) {
          console.log(`  ${(err as Error).message}`);
        }
      }
    }
  } finally {
    reader?.close();
  }
  return answers as NewTenantAnswers;
}

export async function newTenant(
  id: string,
  flags: Record<string, unknown> & { yes?: boolean; force?: boolean },
  tenantsDir: string,
): Promise<void> {
  if (!/^[a-z][a-z0-9-]{1,30}$/.test(id)) {
    throw new CliError(`tenant id "${id}" must match ^[a-z][a-z0-9-]{1,30}$ (lower-case, starts with a letter)`, 2);
  }
  const dir = join(tenantsDir, id);
  if (existsSync(join(dir, 'tenant.json')) && !flags.force) {
    throw new CliError(`${displayPath(join(dir, 'tenant.json'))} already exists (use --force to overwrite)`, 1);
  }
  const answers = await collectAnswers(id, flags, !flags.yes);
  const manifest = buildManifest(id, answers);
  const problems = validateTenant(manifest);
  if (problems.length) {
    throw new CliError(problems.map((p) => `${displayPath(join(dir, 'tenant.json'))}: ${p.pointer} ${p.message}`).join('\n'), 1);
  }
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'tenant.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const colors = manifest.theme.colors;
  const written = applyTemplateDir(join(templatesDir, 'tenant'), dir, {
    id,
    brandName: manifest.brandName,
    initial: [...manifest.brandName][0].toUpperCase(),
    brandStrong: colors.brandStrong,
    brandStrongText: readableOn(colors.brandStrong!),
    accent: colors.accent,
    accentText: readableOn(colors.accent),
    // Wide enough for the name at ~13 px per character; SVG text does not wrap.
    logoWidth: Math.max(160, 70 + [...manifest.brandName].length * 14),
  });
  try {
    loadTenant(join(dir, 'tenant.json'));
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  console.log(`created ${displayPath(dir)}/ (tenant.json, ${written.join(', ')})`);
  console.log(`next: npm run brand -- build ${id}`);
}

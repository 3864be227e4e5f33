// Validates tenant manifests against schema/tenant.schema.json (ajv, all errors) plus the
// cross-field rules JSON Schema cannot say. Shared by the CLI (generator/) and the server.
import { readFileSync } from 'node:fs';
import { Ajv, type ErrorObject } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { TenantManifest } from './tenant';

export type { TenantManifest };

export interface ManifestProblem {
  /** JSON pointer of the offending value ('' for the root). */
  pointer: string;
  /** What was expected, in plain words. */
  message: string;
}

export const tenantSchema = JSON.parse(
  readFileSync(new URL('./tenant.schema.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;

// ajv-formats is CommonJS; its default export arrives wrapped under ESM interop.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as unknown as (ajv: Ajv) => Ajv;

const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });
addFormats(ajv);
const validateSchema = ajv.compile<TenantManifest>(tenantSchema);

function describe(error: ErrorObject): ManifestProblem {
  let pointer = error.instancePath;
  let message = error.message ?? 'is invalid';
  switch (error.keyword) {
    case 'required':
      pointer = `${pointer}/${(error.params as { missingProperty: string }).missingProperty}`;
      message = 'is required';
      break;
    case 'additionalProperties':
      pointer = `${pointer}/${(error.params as { additionalProperty: string }).additionalProperty}`;
      message = 'is not a known field';
      break;
    case 'enum':
      message = `must be one of ${(error.params as { allowedValues: unknown[] }).allowedValues
        .map((v) => JSON.stringify(v))
        .join(', ')}`;
      break;
    case 'propertyNames':
      message = `has a key that is not allowed (${(error.params as { propertyName: string }).propertyName})`;
      break;
  }
  return { pointer, message };
}

/** Rules across fields that the JSON Schema cannot express. */
function crossFieldProblems(m: TenantManifest): ManifestProblem[] {
  const problems: ManifestProblem[] = [];
  if (!m.languages.supported.includes(m.languages.default)) {
    problems.push({ pointer: '/languages/default', message: 'must be one of /languages/supported' });
  }
  for (const lang of m.languages.supported) {
    if (!m.seo[lang]) problems.push({ pointer: `/seo/${lang}`, message: 'is required for every supported language' });
  }
  if (!m.features.USERNAMEREG3 && !m.features.MOBILENUMREG3) {
    problems.push({ pointer: '/features', message: 'must enable USERNAMEREG3 or MOBILENUMREG3 (at least one registration type)' });
  }
  return problems;
}

/** Validates a parsed manifest; returns the problems (empty when valid). */
export function validateTenant(data: unknown): ManifestProblem[] {
  if (!validateSchema(data)) {
    const seen = new Set<string>();
    return (validateSchema.errors ?? []).map(describe).filter((p) => {
      const key = `${p.pointer} ${p.message}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  }
  return crossFieldProblems(data);
}

export class ManifestError extends Error {
  constructor(
    readonly file: string,
    readonly problems: ManifestProblem[],
  ) {
    super(problems.map((p) => `${file}: ${p.pointer || '/'} ${p.message}`).join('\n'));
    this.name = 'ManifestError';
  }
}

/** Reads and validates one manifest file; throws ManifestError naming the file and pointers. */
export function loadTenantFile(file: string): TenantManifest {
  let data: unknown;
  const text = readFileSync(file, 'utf8');
  try {
    data = JSON.parse(text);
  } catch (err) {
    throw new ManifestError(file, [{ pointer: '', message: `must be readable JSON (${jsonErrorWhere(text, (err as Error).message)})` }]);
  }
  const problems = validateTenant(data);
  if (problems.length) throw new ManifestError(file, problems);
  return data as TenantManifest;
}

/**
 * A JSON.parse message with the place an editor would show (issue 23 item 2): line and column (1-based) and the
 * line's text, from the character position the message names (or the end of the text when it names none).
 */
export function jsonErrorWhere(text: string, message: string): string {
  const reason = message.replace(/\s*\(line \d+ column \d+\)\s*$/, '').replace(/\s+in JSON at position \d+.*$/, '');
  const m = /at position (\d+)/.exec(message);
  const pos = m ? Math.min(Number(m[1]), text.length) : text.length;
  const before = text.slice(0, pos).split('\n');
  const line = before.length;
  const column = before[before.length - 1].length + 1;
  const lineText = (text.split('\n')[line - 1] ?? '').replace(/\r$/, '');
  return `${reason} at line ${line}, column ${column}: ${lineText.trim().slice(0, 120)}`;
}

/**
 * Brands that would collide at run time (issue 23 item 1): the same merchant code (case-insensitive), or the same
 * domain in two manifests. Each problem names both files.
 */
export function duplicateBrandProblems(entries: { file: string; manifest: TenantManifest }[]): string[] {
  const problems: string[] = [];
  const codes = new Map<string, string>();
  const domains = new Map<string, string>();
  for (const { file, manifest } of entries) {
    const code = manifest.merchantCode.toLowerCase();
    const first = codes.get(code);
    if (first) problems.push(`${first} and ${file}: the same merchant code "${manifest.merchantCode}" (each brand needs its own)`);
    else codes.set(code, file);
    for (const d of manifest.domains) {
      const domain = d.toLowerCase();
      const owner = domains.get(domain);
      if (owner && owner !== file) problems.push(`${owner} and ${file}: the same domain "${d}" (a domain serves one brand)`);
      else domains.set(domain, file);
    }
  }
  return problems;
}

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
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new ManifestError(file, [{ pointer: '', message: `must be readable JSON (${(err as Error).message})` }]);
  }
  const problems = validateTenant(data);
  if (problems.length) throw new ManifestError(file, problems);
  return data as TenantManifest;
}

// The site sends MS, EN, CN (spec §3 configuration) or ms/en/zh; content is stored per brand language.
import { BadRequestError } from '../../lib/errors';
import type { Tenant } from '../tenancy';

export function contentLanguage(lang: string | undefined, tenant: Tenant): string {
  const l = (lang ?? '').toLowerCase();
  const norm = l === 'cn' || l === 'zh-cn' || l === 'zh-hans' ? 'zh' : l;
  const supported = tenant.manifest.languages.supported as string[];
  return supported.includes(norm) ? norm : tenant.manifest.languages.default;
}

/** Operators: a row's language must be one the brand offers (messageKey names the row: banner, notice). */
export function checkBrandLanguage(tenant: Tenant, language: string | null | undefined, messageKey: string): void {
  if (language === undefined || language === null) return;
  if (!(tenant.manifest.languages.supported as string[]).includes(language)) {
    throw new BadRequestError(messageKey, { supported: tenant.manifest.languages.supported }, 'validation_failed');
  }
}

// The site sends MS, EN, CN (spec §3 configuration) or ms/en/zh; content is stored per brand language.
import type { Tenant } from '../tenancy';

export function contentLanguage(lang: string | undefined, tenant: Tenant): string {
  const l = (lang ?? '').toLowerCase();
  const norm = l === 'cn' || l === 'zh-cn' || l === 'zh-hans' ? 'zh' : l;
  const supported = tenant.manifest.languages.supported as string[];
  return supported.includes(norm) ? norm : tenant.manifest.languages.default;
}

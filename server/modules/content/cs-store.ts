// spec §7 Customer service store call: a list of paths; the type-3 entry holds the encrypted chat link
// (last 8 characters the key) that the site decrypts with schema/api/cs-link.ts and opens in a popup.
import { CS_TYPE, type CsStoreEntry, encryptCsLink } from '../../../schema/api/cs-link';
import type { CustomerServiceEntry } from '../../../schema/api/system';
import type { DbOrTx } from '../../db/client';
import type { Tenant } from '../tenancy';
import { readSetting } from '../tenancy';

/** The brand's customer-service links: the manifest's `social`, or an operator's replacement (issue 19). */
export interface CsLinks {
  liveChat?: string;
  facebook?: string;
  telegram?: string[];
  whatsapp?: string;
}

/** merchant_settings key of the operator's links (PUT /api/operator/content/customer-service). */
export const CS_LINKS_KEY = 'customerService';

/** The links in force: the operator's when set, else the manifest's. */
export async function csLinksOf(tenant: Tenant, db: DbOrTx): Promise<CsLinks> {
  return (await readSetting<CsLinks>(tenant.merchantId, CS_LINKS_KEY, db)) ?? tenant.manifest.social;
}

/** spec §6: members above this rank level get VIP customer service instead of live chat. */
export const VIP_SERVICE_ABOVE = 4;

/** `vipLevel`: the member's VIP rank; above 4 the chat link opens the VIP queue (`queue=vip`) and says `service: 'vip'`. */
export async function getCsStore(tenant: Tenant, links: CsLinks, member: { username: string } | null, vipLevel = 0): Promise<CsStoreEntry[]> {
  const entries: CsStoreEntry[] = customerServiceOf(links).map((e) => ({
    csType: e.csType,
    title: e.title,
    path: e.path,
    service: e.csType === CS_TYPE.LIVE_CHAT ? 'liveChat' : 'social',
  }));
  const chat = links.liveChat;
  if (chat) {
    const url = new URL(chat);
    url.searchParams.set('brand', tenant.manifest.id);
    if (member) url.searchParams.set('user', member.username);
    const vip = !!member && vipLevel > VIP_SERVICE_ABOVE;
    if (vip) url.searchParams.set('queue', 'vip');
    entries.push({ csType: CS_TYPE.ENCRYPTED_LINK, title: vip ? 'vipService' : 'liveChat', path: await encryptCsLink(url.toString()), service: vip ? 'vip' : 'liveChat' });
  }
  return entries;
}

/** The brand's customer-service links (csLinksOf), for the status call (system) and the CS store. */
export function customerServiceOf(s: CsLinks): CustomerServiceEntry[] {
  const out: CustomerServiceEntry[] = [];
  if (s.liveChat) out.push({ csType: CS_TYPE.LIVE_CHAT, csPosition: 'header', title: 'liveChat', path: s.liveChat });
  if (s.facebook) out.push({ csType: CS_TYPE.SOCIAL, csPosition: 'side', title: 'facebook', path: s.facebook });
  (s.telegram ?? []).forEach((path, i) => out.push({ csType: CS_TYPE.SOCIAL, csPosition: 'side', title: `telegram${i + 1}`, path }));
  if (s.whatsapp) out.push({ csType: CS_TYPE.SOCIAL, csPosition: 'side', title: 'whatsapp', path: s.whatsapp });
  return out;
}

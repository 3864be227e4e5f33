// The brand's game vendors (GCSGAME_newGameVendor, every game type): the vendor wallets a multi-wallet brand's
// player can move money to. One entry per vendor code, named as the lobby names it.
import type { VendorCategory } from '../../../../schema/api/games';
import { apiGet } from '../../../lib/api';

export interface VendorName {
  code: string;
  name: string;
}

export async function getVendors(): Promise<VendorName[]> {
  const categories = await apiGet<VendorCategory[]>('wps/relay/GCSGAME_newGameVendor', { platform: 'html5-desktop' });
  const byCode = new Map<string, string>();
  for (const c of categories) for (const v of c.cards) if (!byCode.has(v.vassalage)) byCode.set(v.vassalage, v.displayName);
  return [...byCode].map(([code, name]) => ({ code, name }));
}

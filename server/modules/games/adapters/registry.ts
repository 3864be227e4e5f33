// game_vendors.adapter → its VendorAdapter. A real provider adds its adapter here.
import { demoAdapter } from './demo';
import { houseAdapter } from './house';
import type { VendorAdapter } from './types';

const adapters: Record<string, VendorAdapter> = { house: houseAdapter, demo: demoAdapter };

export function adapterFor(kind: string): VendorAdapter {
  return adapters[kind] ?? demoAdapter;
}

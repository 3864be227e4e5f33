// Every static path of the spec §2 route table is prerendered per tenant.
import { prerenderPaths } from '../../app/route-paths';

export function onBeforePrerenderStart(): string[] {
  return prerenderPaths;
}

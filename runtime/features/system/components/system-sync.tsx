// Run-time overrides from the platform (spec §7 system calls). A component of its own so the
// HTTP client (ky) loads after hydration instead of weighing on the home page's first JavaScript.
import { useStatusSync } from '../api/get-status';
import { useWhitelabelSync } from '../api/get-whitelabel';

export default function SystemSync() {
  useWhitelabelSync();
  useStatusSync();
  return null;
}

// spec §2: system status decides the whole-page screen (0 normal, 1 maintenance, 2 region).
// The screens load only when the platform reports a non-normal status (never on a normal visit).
import { useAtomValue } from 'jotai';
import { lazy, Suspense, type ReactNode } from 'react';
import { systemStatusAtom } from '../state/tenant';

const MaintenanceScreen = lazy(() =>
  import('../features/system/components/status-screens').then((m) => ({ default: m.MaintenanceScreen })),
);
const RegionBlockedScreen = lazy(() =>
  import('../features/system/components/status-screens').then((m) => ({ default: m.RegionBlockedScreen })),
);

export function StatusGate({ children }: { children: ReactNode }) {
  const status = useAtomValue(systemStatusAtom);
  if (status?.status === 1 || status?.status === 2) {
    const Screen = status.status === 1 ? MaintenanceScreen : RegionBlockedScreen;
    return (
      <Suspense fallback={null}>
        <Screen status={status} />
      </Suspense>
    );
  }
  return <>{children}</>;
}

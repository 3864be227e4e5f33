// issue 22 item 2: the service worker's page side, loaded after hydration (app/client-sync.tsx) so none of it is in
// the home page's first JavaScript: registers the worker, shows "new version available" when a deploy's worker is
// waiting (reload into it), and a bar while the connection is down (the API needs the network; pages and the app
// shell come from the worker's cache).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../lib/install';
import { applyUpdate, registerServiceWorker } from '../lib/service-worker';
import './pwa.css';

export default function PwaHost() {
  const { t } = useTranslation();
  const online = useOnline();
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);
  const [updating, setUpdating] = useState(false);

  useEffect(() => registerServiceWorker(setWaiting), []);

  return (
    <>
      {!online && (
        <div className="pwa-bar pwa-bar--offline" role="status" data-testid="offline-banner">
          <span>{t('pwa.offlineBanner')}</span>
          <button type="button" className="btn btn--small" onClick={() => window.location.reload()}>
            {t('pwa.offlineRetry')}
          </button>
        </div>
      )}
      {waiting && (
        <div className="pwa-bar pwa-bar--update" role="alert" data-testid="update-prompt">
          <span>{t('pwa.updateAvailable')}</span>
          <button
            type="button"
            className="btn btn--small btn--primary"
            disabled={updating}
            onClick={() => {
              setUpdating(true);
              applyUpdate(waiting);
            }}
          >
            {t('pwa.updateReload')}
          </button>
          <button type="button" className="btn btn--small btn--ghost" onClick={() => setWaiting(null)}>
            {t('pwa.updateLater')}
          </button>
        </div>
      )}
    </>
  );
}

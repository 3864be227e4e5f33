// spec §2 /down "App download" (issue 22 item 3): the brand installs from the web as an app (gambling apps are
// kept out of the stores in this market). Chromium on Android and desktop: the browser's install prompt behind one
// button; iPhone and iPad: the Add to Home Screen guide with pictures; already running as the installed app: says so;
// other browsers: where their menu's install item is. The prerendered page (state unknown) shows both guides.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../../lib/use-tenant';
import { promptInstall, useInstallState } from '../lib/install';
import { BrowserMenuPicture, HomeScreenPicture, IosAddToHomePicture, IosShareButtonPicture } from './install-pictures';
import './pwa.css';

function IosGuide({ brand }: { brand: string }) {
  const { t } = useTranslation();
  const steps = [
    { key: 'down.iosStep1', Picture: IosShareButtonPicture, alt: 'down.iosPicture1' },
    { key: 'down.iosStep2', Picture: IosAddToHomePicture, alt: 'down.iosPicture2' },
    { key: 'down.iosStep3', Picture: HomeScreenPicture, alt: 'down.iosPicture3' },
  ];
  return (
    <section className="install__card" data-testid="install-ios">
      <h2>{t('down.iosTitle')}</h2>
      <ol className="install__steps">
        {steps.map(({ key, Picture, alt }) => (
          <li key={key} className="install__step">
            <Picture label={t(alt)} />
            <p>{t(key, { brand })}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

function ManualGuide() {
  const { t } = useTranslation();
  return (
    <section className="install__card" data-testid="install-manual">
      <h2>{t('down.manualTitle')}</h2>
      <BrowserMenuPicture label={t('down.manualPicture')} />
      <p>{t('down.manualText')}</p>
    </section>
  );
}

export default function DownloadPage() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const state = useInstallState();
  const [declined, setDeclined] = useState(false);
  const brand = tenant.brandName;

  return (
    <div className="install" data-install-state={state}>
      <h1 className="install__title">{t('page.down')}</h1>
      <p className="install__lead">{t('down.lead', { brand })}</p>
      {state === 'installed' && (
        <section className="install__card" data-testid="install-installed" role="status">
          <h2>{t('down.installedTitle', { brand })}</h2>
          <p>{t('down.installedText', { brand })}</p>
        </section>
      )}
      {state === 'prompt' && (
        <section className="install__card" data-testid="install-prompt">
          <h2>{t('down.promptTitle', { brand })}</h2>
          <p>{t('down.promptText')}</p>
          <div className="install__actions">
            <button
              type="button"
              className="btn btn--primary"
              onClick={() => {
                void promptInstall().then((accepted) => setDeclined(!accepted));
              }}
            >
              {t('down.installButton', { brand })}
            </button>
          </div>
        </section>
      )}
      {state === 'manual' && declined && <p role="status">{t('down.declined')}</p>}
      {(state === 'ios' || state === 'unknown') && <IosGuide brand={brand} />}
      {(state === 'manual' || state === 'unknown') && <ManualGuide />}
    </div>
  );
}

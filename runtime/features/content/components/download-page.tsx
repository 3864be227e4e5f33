// spec §2 /down: app download for iOS and Android with the QR code and an install guide. Links
// come from the status resources (IOS, ANDROID) when the server has them, else the manifest.
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { brandAsset } from '../../../lib/brand-asset';
import { useTenant } from '../../../lib/use-tenant';
import { systemStatusAtom } from '../../../state/tenant';
import './pages.css';

const GUIDE_STEPS = { ios: ['down.iosStep1', 'down.iosStep2', 'down.iosStep3'], android: ['down.androidStep1', 'down.androidStep2', 'down.androidStep3'] };

export default function DownloadPage() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const status = useAtomValue(systemStatusAtom);
  const resource = (type: string) => status?.resources.find((r) => r.resourceType === type);
  const apps = (['ios', 'android'] as const)
    .map((os) => {
      const r = resource(os === 'ios' ? 'IOS' : 'ANDROID');
      const url = r?.url || tenant.appDownload[os];
      const qr = r?.qrCodeUrl || tenant.appDownload.qr;
      return url ? { os, url, qr } : null;
    })
    .filter((a) => a !== null);
  return (
    <div className="page">
      <h1 className="page__title">{t('page.down')}</h1>
      <p className="page__lead">{t('down.lead', { brand: tenant.brandName })}</p>
      {apps.length === 0 ? (
        <p>{t('down.none')}</p>
      ) : (
        <div className="page__cards">
          {apps.map((a) => (
            <section key={a.os} className="page__card" data-app={a.os}>
              <h2>{t(`down.${a.os}`)}</h2>
              {a.qr && <img className="page__qr" src={/^(https?:)?\//.test(a.qr) ? a.qr : brandAsset(a.qr)} alt={t('down.qrAlt', { os: t(`down.${a.os}`) })} width={144} height={144} />}
              <div className="page__actions">
                <a className="btn btn--primary" href={a.url} target="_blank" rel="noopener noreferrer">
                  {t('down.get', { os: t(`down.${a.os}`) })}
                </a>
              </div>
              <h3>{t('down.guide')}</h3>
              <ol className="page__steps">
                {GUIDE_STEPS[a.os].map((k) => (
                  <li key={k}>{t(k)}</li>
                ))}
              </ol>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}

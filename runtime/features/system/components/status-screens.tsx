// spec §2 System status screens. Maintenance: title, optional end time, info text,
// customer-service button. Region-blocked: visitor IP, explanation, customer-service button.
import { useTranslation } from 'react-i18next';
import type { SystemStatusValue } from '../../../../schema/api/system';
import { brandAsset } from '../../../lib/brand-asset';
import { openCustomerService } from '../../../lib/open-customer-service';
import { useTenant } from '../../../lib/use-tenant';
import './status-screens.css';

function useCustomerServiceUrl(status: SystemStatusValue): string | undefined {
  const tenant = useTenant();
  return status.customerService.find((c) => c.path)?.path || tenant.social.liveChat;
}

function CustomerServiceButton({ status }: { status: SystemStatusValue }) {
  const { t } = useTranslation();
  const url = useCustomerServiceUrl(status);
  if (!url) return null;
  return (
    <button type="button" className="status-screen__cs" onClick={() => openCustomerService(url)}>
      {t('status.customerService')}
    </button>
  );
}

function Frame({ children, testId }: { children: React.ReactNode; testId: string }) {
  const tenant = useTenant();
  return (
    <main className="status-screen" data-testid={testId}>
      <div className="status-screen__card">
        <img className="status-screen__logo" src={brandAsset(tenant.theme.logo)} alt={tenant.brandName} height={48} />
        {children}
      </div>
    </main>
  );
}

export function MaintenanceScreen({ status }: { status: SystemStatusValue }) {
  const { t, i18n } = useTranslation();
  const end = status.maintenance.endTime ? new Date(status.maintenance.endTime) : null;
  return (
    <Frame testId="maintenance-screen">
      <h1>{t('status.maintenanceTitle')}</h1>
      {end && !Number.isNaN(end.getTime()) && (
        <p className="status-screen__end">
          {t('status.maintenanceEnds')}{' '}
          <time dateTime={end.toISOString()}>{end.toLocaleString(i18n.language)}</time>
        </p>
      )}
      <p>{status.maintenance.info || t('status.maintenanceInfo')}</p>
      <CustomerServiceButton status={status} />
    </Frame>
  );
}

export function RegionBlockedScreen({ status }: { status: SystemStatusValue }) {
  const { t } = useTranslation();
  return (
    <Frame testId="region-blocked-screen">
      <h1>{t('status.blockedTitle')}</h1>
      <p>{t('status.blockedInfo')}</p>
      <p className="status-screen__ip">
        {t('status.yourIp')} <strong>{status.location.ip}</strong>
      </p>
      <CustomerServiceButton status={status} />
    </Frame>
  );
}

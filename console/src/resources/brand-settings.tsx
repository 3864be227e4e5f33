// Brand settings and switches (issue 19 item 2; spec §3 permission response): the picked brand's white-label switches
// and modules, maintenance with its end time, region blocks, CDNs and analytics (GET /api/operator/brand-settings),
// then the registration fields and customer-service links (brand-register-settings.tsx) and the wallet settings and
// payment channels (brand-wallet-settings.tsx). Each section changes through its own operator route; the server decides
// who may (owner; region blocks compliance; channels finance) and the others see the section read-only.
import { Box, Button, Chip, FormControlLabel, Switch, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useMayChange } from '../auth-provider';
import { CustomerServiceSection, RegisterFieldsSection } from './brand-register-settings';
import { WalletChannelsSection, WalletSettingsSection } from './brand-wallet-settings';
import { Section, fromLocalInput, toLocalInput, useBrandQuery, useSave } from './settings-section';

export interface BrandSettings {
  switches: { name: string; value: boolean; defaultValue: boolean; overridden: boolean }[];
  maintenance: { enabled: boolean; endTime: string | null; info: Record<string, string>; bypassIps: string[] } | null;
  blockedCountries: { effective: string[]; manifest: string[]; block: string[]; allow: string[] };
  servedCountries: string[] | null;
  cdn: { imageCDNs: string[]; launchGameCDNs: string[]; overridden: boolean; manifestImageCDNs: string[]; manifestLaunchGameCDNs: string[] };
  gtagId: string | null;
  languages: string[];
}

const lines = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);

function SwitchesSection({ data }: { data: BrandSettings }) {
  const translate = useTranslate();
  const mayChange = useMayChange('owner');
  const { save, busy } = useSave();
  return (
    <Section id="switches" title="console.settings.switches" help="console.settings.switches_help" readOnly={!mayChange}>
      <Box sx={{ display: 'grid', gap: 0.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {data.switches.map((s) => (
          <Box key={s.name} sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <FormControlLabel
              control={<Switch checked={s.value} disabled={!mayChange || busy} onChange={() => void save('PUT', '/api/operator/switches', { switches: { [s.name]: !s.value } })} />}
              label={translate(`console.settings.switch_names.${s.name}`, { _: s.name })}
            />
            {s.overridden && (
              <Button size="small" disabled={!mayChange || busy} onClick={() => void save('PUT', '/api/operator/switches', { switches: { [s.name]: null } })}>
                {translate('console.settings.back_to_default', { value: translate(s.defaultValue ? 'console.settings.on' : 'console.settings.off') })}
              </Button>
            )}
          </Box>
        ))}
      </Box>
    </Section>
  );
}

function MaintenanceSection({ data }: { data: BrandSettings }) {
  const translate = useTranslate();
  const mayChange = useMayChange('owner');
  const { save, busy } = useSave();
  const [enabled, setEnabled] = useState(data.maintenance?.enabled ?? false);
  const [endTime, setEndTime] = useState(toLocalInput(data.maintenance?.endTime ?? null));
  const [info, setInfo] = useState<Record<string, string>>(data.maintenance?.info ?? {});
  useEffect(() => {
    setEnabled(data.maintenance?.enabled ?? false);
    setEndTime(toLocalInput(data.maintenance?.endTime ?? null));
    setInfo(data.maintenance?.info ?? {});
  }, [data.maintenance]);
  const ended = !!data.maintenance?.endTime && new Date(data.maintenance.endTime).getTime() <= Date.now();
  return (
    <Section id="maintenance" title="console.settings.maintenance" help="console.settings.maintenance_help" readOnly={!mayChange}>
      <Typography variant="body2" sx={{ mb: 1 }} data-testid="maintenance-state">
        {translate(data.maintenance?.enabled && !ended ? 'console.settings.maintenance_now_on' : 'console.settings.maintenance_now_off')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, maxWidth: 640 }}>
        <FormControlLabel control={<Switch checked={enabled} disabled={!mayChange} onChange={(e) => setEnabled(e.target.checked)} />} label={translate('console.settings.maintenance_on')} />
        <TextField
          type="datetime-local"
          size="small"
          label={translate('console.settings.maintenance_end')}
          helperText={mayChange && translate('console.settings.maintenance_end_help')}
          value={endTime}
          disabled={!mayChange}
          onChange={(e) => setEndTime(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        {data.languages.map((lang) => (
          <TextField
            key={lang}
            size="small"
            multiline
            label={translate('console.settings.maintenance_info', { lang })}
            value={info[lang] ?? ''}
            disabled={!mayChange}
            onChange={(e) => setInfo({ ...info, [lang]: e.target.value })}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
        ))}
        {mayChange && (
          <Box>
            <Button
              variant="contained"
              disabled={busy}
              onClick={() =>
                void save('PUT', '/api/operator/maintenance', { enabled, endTime: fromLocalInput(endTime), info: Object.fromEntries(Object.entries(info).filter(([, v]) => v.trim())) })
              }
            >
              {translate('console.settings.save_maintenance')}
            </Button>
          </Box>
        )}
      </Box>
    </Section>
  );
}

function RegionSection({ data }: { data: BrandSettings }) {
  const translate = useTranslate();
  const mayChange = useMayChange('compliance');
  const { save, busy } = useSave();
  const [block, setBlock] = useState(data.blockedCountries.block.join(', '));
  const [allow, setAllow] = useState(data.blockedCountries.allow.join(', '));
  useEffect(() => {
    setBlock(data.blockedCountries.block.join(', '));
    setAllow(data.blockedCountries.allow.join(', '));
  }, [data.blockedCountries]);
  return (
    <Section id="regions" title="console.settings.regions" help="console.settings.regions_help" readOnly={!mayChange}>
      <Typography variant="subtitle2" component="p">
        {translate('console.settings.blocked_now')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', mb: 2 }} data-testid="blocked-countries">
        {data.blockedCountries.effective.length ? data.blockedCountries.effective.map((c) => <Chip key={c} size="small" label={c} />) : translate('console.settings.none')}
      </Box>
      {data.servedCountries && (
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate('console.settings.served_only', { countries: data.servedCountries.join(', ') })}
        </Typography>
      )}
      <Box sx={{ display: 'grid', gap: 2, maxWidth: 640 }}>
        <TextField size="small" label={translate('console.settings.block_extra')} helperText={mayChange && translate('console.settings.country_codes_help')} value={block} disabled={!mayChange} onChange={(e) => setBlock(e.target.value)} />
        <TextField
          size="small"
          label={translate('console.settings.allow_extra', { manifest: data.blockedCountries.manifest.join(', ') || translate('console.settings.none') })}
          helperText={mayChange && translate('console.settings.country_codes_help')}
          value={allow}
          disabled={!mayChange}
          onChange={(e) => setAllow(e.target.value)}
        />
        {mayChange && (
          <Box>
            <Button variant="contained" disabled={busy} onClick={() => void save('PUT', '/api/operator/blocked-countries', { block: lines(block.toUpperCase()), allow: lines(allow.toUpperCase()) })}>
              {translate('console.settings.save_regions')}
            </Button>
          </Box>
        )}
      </Box>
    </Section>
  );
}

function CdnSection({ data }: { data: BrandSettings }) {
  const translate = useTranslate();
  const mayChange = useMayChange('owner');
  const { save, busy } = useSave();
  const [images, setImages] = useState(data.cdn.imageCDNs.join('\n'));
  const [launch, setLaunch] = useState(data.cdn.launchGameCDNs.join('\n'));
  const [gtag, setGtag] = useState(data.gtagId ?? '');
  useEffect(() => {
    setImages(data.cdn.imageCDNs.join('\n'));
    setLaunch(data.cdn.launchGameCDNs.join('\n'));
    setGtag(data.gtagId ?? '');
  }, [data.cdn, data.gtagId]);
  return (
    <Section id="cdn" title="console.settings.cdn" help="console.settings.cdn_help" readOnly={!mayChange}>
      <Box sx={{ display: 'grid', gap: 2, maxWidth: 640 }}>
        <TextField size="small" multiline minRows={2} label={translate('console.settings.image_cdns')} helperText={mayChange && translate('console.settings.one_per_line')} value={images} disabled={!mayChange} onChange={(e) => setImages(e.target.value)} />
        <TextField size="small" multiline minRows={2} label={translate('console.settings.launch_cdns')} helperText={mayChange && translate('console.settings.one_per_line')} value={launch} disabled={!mayChange} onChange={(e) => setLaunch(e.target.value)} />
        <TextField size="small" label={translate('console.settings.gtag')} value={gtag} disabled={!mayChange} onChange={(e) => setGtag(e.target.value)} />
        {mayChange && (
          <Box>
            <Button variant="contained" disabled={busy} onClick={() => void save('PUT', '/api/operator/cdn', { imageCDNs: lines(images), launchGameCDNs: lines(launch), gtagId: gtag.trim() || null })}>
              {translate('console.settings.save_cdn')}
            </Button>
          </Box>
        )}
      </Box>
    </Section>
  );
}

export function BrandSettingsPage() {
  const translate = useTranslate();
  const settings = useBrandQuery<BrandSettings>('brand-settings', '/api/operator/brand-settings');
  return (
    <Box sx={{ mt: 1 }}>
      <Title title={translate('resources.brand_settings.name', { smart_count: 2 })} />
      {settings.error ? (
        <Typography role="alert" color="error">
          {translate((settings.error as Error).message || 'err_system')}
        </Typography>
      ) : null}
      {settings.data && (
        <>
          <MaintenanceSection data={settings.data} />
          <SwitchesSection data={settings.data} />
          <RegisterFieldsSection />
          <RegionSection data={settings.data} />
          <CdnSection data={settings.data} />
          <CustomerServiceSection />
          <WalletSettingsSection />
          <WalletChannelsSection />
        </>
      )}
    </Box>
  );
}

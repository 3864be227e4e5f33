// Brand settings (issue 19 item 2): the registration form's optional fields, captcha and minimum age (spec §3 register
// rules; /api/operator/register-settings) and the customer-service links (spec §3 customerService;
// /api/operator/content/customer-service). The owner changes them; the others see them read-only.
import { Box, Button, Checkbox, FormControlLabel, Switch, Table, TableBody, TableCell, TableHead, TableRow, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useMayChange } from '../auth-provider';
import { Section, useBrandQuery, useSave } from './settings-section';

interface FieldSetting {
  enabled: boolean;
  required: boolean;
}
interface RegisterSettings {
  captcha: boolean;
  minimumAge: number;
  fields: Record<string, FieldSetting>;
}

/** The fields an operator may show or require (the others follow the switches; server register-settings-admin.ts). */
const EDITABLE = ['mobileNum', 'email', 'payeeName', 'qqNum', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber', 'recommenderId', 'affiliateCode', 'paymentPassword', 'birthday'];

export function RegisterFieldsSection() {
  const translate = useTranslate();
  const mayChange = useMayChange('owner');
  const settings = useBrandQuery<RegisterSettings>('register-settings', '/api/operator/register-settings');
  const { save, busy } = useSave();
  const [fields, setFields] = useState<Record<string, FieldSetting>>({});
  const [captcha, setCaptcha] = useState(false);
  const [age, setAge] = useState('18');
  useEffect(() => {
    if (!settings.data) return;
    setFields(Object.fromEntries(EDITABLE.filter((f) => settings.data.fields[f]).map((f) => [f, { enabled: settings.data.fields[f].enabled, required: settings.data.fields[f].required }])));
    setCaptcha(settings.data.captcha);
    setAge(String(settings.data.minimumAge));
  }, [settings.data]);
  if (!settings.data) return null;
  const set = (name: string, change: Partial<FieldSetting>) => {
    const next = { ...fields[name], ...change };
    // Hidden is never required; required is always shown.
    if (change.enabled === false) next.required = false;
    if (change.required) next.enabled = true;
    setFields({ ...fields, [name]: next });
  };
  return (
    <Section id="register" title="console.settings.register" help="console.settings.register_help" readOnly={!mayChange}>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" sx={{ maxWidth: 640 }}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('console.settings.field')}</TableCell>
              <TableCell>{translate('console.settings.shown')}</TableCell>
              <TableCell>{translate('console.settings.required')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {Object.entries(fields).map(([name, f]) => {
              const label = translate(`console.settings.register_fields.${name}`, { _: name });
              return (
                <TableRow key={name}>
                  <TableCell>{label}</TableCell>
                  <TableCell padding="checkbox">
                    <Checkbox checked={f.enabled} disabled={!mayChange} onChange={(e) => set(name, { enabled: e.target.checked })} slotProps={{ input: { 'aria-label': translate('console.settings.shown_of', { field: label }) } }} />
                  </TableCell>
                  <TableCell padding="checkbox">
                    <Checkbox checked={f.required} disabled={!mayChange} onChange={(e) => set(name, { required: e.target.checked })} slotProps={{ input: { 'aria-label': translate('console.settings.required_of', { field: label }) } }} />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mt: 2 }}>
        <FormControlLabel control={<Switch checked={captcha} disabled={!mayChange} onChange={(e) => setCaptcha(e.target.checked)} />} label={translate('console.settings.captcha')} />
        <TextField type="number" size="small" label={translate('console.settings.minimum_age')} value={age} disabled={!mayChange} onChange={(e) => setAge(e.target.value)} slotProps={{ htmlInput: { min: 16, max: 25 } }} />
        {mayChange && (
          <Button variant="contained" disabled={busy} onClick={() => void save('PUT', '/api/operator/register-settings', { fields, captcha, minimumAge: Number(age) })}>
            {translate('console.settings.save_register')}
          </Button>
        )}
      </Box>
    </Section>
  );
}

interface CsLinks {
  liveChat?: string;
  facebook?: string;
  telegram?: string[];
  whatsapp?: string;
}

export function CustomerServiceSection() {
  const translate = useTranslate();
  const mayChange = useMayChange('owner');
  const cs = useBrandQuery<{ links: CsLinks; manifest: CsLinks; overridden: boolean }>('customer-service', '/api/operator/content/customer-service');
  const { save, busy } = useSave();
  const [links, setLinks] = useState({ liveChat: '', facebook: '', telegram: '', whatsapp: '' });
  useEffect(() => {
    const l = cs.data?.links;
    if (l) setLinks({ liveChat: l.liveChat ?? '', facebook: l.facebook ?? '', telegram: (l.telegram ?? []).join('\n'), whatsapp: l.whatsapp ?? '' });
  }, [cs.data]);
  if (!cs.data) return null;
  const body = {
    links: {
      ...(links.liveChat.trim() ? { liveChat: links.liveChat.trim() } : {}),
      ...(links.facebook.trim() ? { facebook: links.facebook.trim() } : {}),
      telegram: links.telegram.split(/\s+/).filter(Boolean),
      ...(links.whatsapp.trim() ? { whatsapp: links.whatsapp.trim() } : {}),
    },
  };
  return (
    <Section id="customer-service" title="console.settings.customer_service" help="console.settings.customer_service_help" readOnly={!mayChange}>
      <Box sx={{ display: 'grid', gap: 2, maxWidth: 640 }}>
        {(['liveChat', 'facebook', 'whatsapp'] as const).map((k) => (
          <TextField key={k} size="small" label={translate(`console.settings.cs.${k}`)} value={links[k]} disabled={!mayChange} onChange={(e) => setLinks({ ...links, [k]: e.target.value })} />
        ))}
        <TextField
          size="small"
          multiline
          label={translate('console.settings.cs.telegram')}
          helperText={mayChange && translate('console.settings.one_per_line')}
          value={links.telegram}
          disabled={!mayChange}
          onChange={(e) => setLinks({ ...links, telegram: e.target.value })}
        />
        {mayChange && (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="contained" disabled={busy} onClick={() => void save('PUT', '/api/operator/content/customer-service', body)}>
              {translate('console.settings.save_cs')}
            </Button>
            {cs.data.overridden && (
              <Button disabled={busy} onClick={() => void save('PUT', '/api/operator/content/customer-service', { reset: true })}>
                {translate('console.settings.cs_reset')}
              </Button>
            )}
          </Box>
        )}
      </Box>
    </Section>
  );
}

// Brand settings (issue 19 item 2): the wallet settings (single wallet, withdrawal limits, receipt minutes, saved
// accounts; /api/operator/wallet/settings, owner) and the payment channels (/api/operator/wallet/channels, finance).
// Amounts travel in minor units; the operator types and reads them in the brand's currency (layout.tsx useBrand).
import { Box, Button, FormControlLabel, MenuItem, Switch, Table, TableBody, TableCell, TableHead, TableRow, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useMayChange } from '../auth-provider';
import { useBrand } from '../layout';
import { Section, useBrandQuery, useSave } from './settings-section';

interface WalletSettings {
  isSingle?: boolean;
  withdrawMin?: number;
  withdrawMax?: number;
  withdrawDailyMax?: number;
  withdrawDailyCount?: number;
  receiptConfirmMinutes?: number;
  bankAccountsMax?: number;
}

interface Channel {
  code: string;
  name: string;
  gateway: 'demo' | 'bank';
  minAmount: number;
  maxAmount: number;
  details: Record<string, string>;
  enabled: boolean;
}

const MONEY = ['withdrawMin', 'withdrawMax', 'withdrawDailyMax'] as const;
const COUNTS = ['withdrawDailyCount', 'receiptConfirmMinutes', 'bankAccountsMax'] as const;

/** Minor units ⇄ what the operator types (major units with the currency's decimals). */
function useMoney() {
  const brand = useBrand();
  const digits = brand.data?.currency.minorDigits ?? 2;
  return {
    symbol: brand.data?.currency.symbol ?? '',
    show: (minor: number | undefined) => (minor === undefined ? '' : (minor / 10 ** digits).toFixed(digits)),
    parse: (text: string) => Math.round(Number(text) * 10 ** digits),
  };
}

export function WalletSettingsSection() {
  const translate = useTranslate();
  const mayChange = useMayChange('owner');
  const money = useMoney();
  const settings = useBrandQuery<WalletSettings>('wallet-settings', '/api/operator/wallet/settings');
  const { save, busy } = useSave();
  const [form, setForm] = useState<Record<string, string>>({});
  const [single, setSingle] = useState(false);
  useEffect(() => {
    const s = settings.data;
    if (!s) return;
    setSingle(!!s.isSingle);
    setForm(Object.fromEntries([...MONEY.map((k) => [k, money.show(s[k])]), ...COUNTS.map((k) => [k, s[k] === undefined ? '' : String(s[k])])]));
    // money.show changes with the brand only, which reloads the settings too.
  }, [settings.data]);
  if (!settings.data) return null;
  const body = () => ({
    isSingle: single,
    ...Object.fromEntries(MONEY.filter((k) => form[k]).map((k) => [k, money.parse(form[k])])),
    ...Object.fromEntries(COUNTS.filter((k) => form[k]).map((k) => [k, Number(form[k])])),
  });
  return (
    <Section id="wallet" title="console.settings.wallet" help="console.settings.wallet_help" readOnly={!mayChange}>
      <Box sx={{ display: 'grid', gap: 2, maxWidth: 640, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormControlLabel sx={{ gridColumn: '1 / -1' }} control={<Switch checked={single} disabled={!mayChange} onChange={(e) => setSingle(e.target.checked)} />} label={translate('console.settings.wallet_single')} />
        {MONEY.map((k) => (
          <TextField key={k} type="number" size="small" label={translate(`console.settings.wallet_fields.${k}`, { currency: money.symbol })} value={form[k] ?? ''} disabled={!mayChange} onChange={(e) => setForm({ ...form, [k]: e.target.value })} />
        ))}
        {COUNTS.map((k) => (
          <TextField key={k} type="number" size="small" label={translate(`console.settings.wallet_fields.${k}`)} value={form[k] ?? ''} disabled={!mayChange} onChange={(e) => setForm({ ...form, [k]: e.target.value })} />
        ))}
      </Box>
      {mayChange && (
        <Button sx={{ mt: 2 }} variant="contained" disabled={busy} onClick={() => void save('PUT', '/api/operator/wallet/settings', body())}>
          {translate('console.settings.save_wallet')}
        </Button>
      )}
    </Section>
  );
}

const EMPTY = { code: '', name: '', gateway: 'bank', minAmount: '', maxAmount: '', enabled: true };

export function WalletChannelsSection() {
  const translate = useTranslate();
  const mayChange = useMayChange('finance');
  const money = useMoney();
  const channels = useBrandQuery<Channel[]>('wallet-channels', '/api/operator/wallet/channels');
  const { save, busy } = useSave();
  const [form, setForm] = useState<typeof EMPTY | null>(null);
  const [details, setDetails] = useState<Record<string, string>>({});
  if (!channels.data) return null;
  const edit = (c: Channel) => {
    setForm({ code: c.code, name: c.name, gateway: c.gateway, minAmount: money.show(c.minAmount), maxAmount: money.show(c.maxAmount), enabled: c.enabled });
    setDetails(c.details);
  };
  const put = (c: Omit<Channel, 'details'> & { details?: Record<string, string> }) => save('PUT', '/api/operator/wallet/channels', c);
  const submit = async () => {
    if (!form) return;
    const ok = await put({ ...form, gateway: form.gateway as Channel['gateway'], minAmount: money.parse(form.minAmount), maxAmount: money.parse(form.maxAmount), details });
    if (ok) setForm(null);
  };
  return (
    <Section id="channels" title="console.settings.channels" help="console.settings.channels_help" readOnly={!mayChange}>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('console.settings.channel.code')}</TableCell>
              <TableCell>{translate('console.settings.channel.name')}</TableCell>
              <TableCell>{translate('console.settings.channel.gateway')}</TableCell>
              <TableCell>{translate('console.settings.channel.min', { currency: money.symbol })}</TableCell>
              <TableCell>{translate('console.settings.channel.max', { currency: money.symbol })}</TableCell>
              <TableCell>{translate('console.settings.channel.enabled')}</TableCell>
              {mayChange && <TableCell />}
            </TableRow>
          </TableHead>
          <TableBody>
            {channels.data.map((c) => (
              <TableRow key={c.code}>
                <TableCell>{c.code}</TableCell>
                <TableCell>{c.name}</TableCell>
                <TableCell>{translate(`console.settings.channel.gateways.${c.gateway}`)}</TableCell>
                <TableCell>{money.show(c.minAmount)}</TableCell>
                <TableCell>{money.show(c.maxAmount)}</TableCell>
                <TableCell padding="checkbox">
                  <Switch
                    checked={c.enabled}
                    disabled={!mayChange || busy}
                    onChange={() => void put({ ...c, enabled: !c.enabled })}
                    slotProps={{ input: { 'aria-label': translate('console.settings.channel.enabled_of', { name: c.name }) } }}
                  />
                </TableCell>
                {mayChange && (
                  <TableCell>
                    <Button size="small" onClick={() => edit(c)}>
                      {translate('console.settings.channel.edit')}
                    </Button>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {mayChange && !form && (
        <Button
          sx={{ mt: 2 }}
          onClick={() => {
            setForm(EMPTY);
            setDetails({});
          }}
        >
          {translate('console.settings.channel.add')}
        </Button>
      )}
      {mayChange && form && (
        <Box sx={{ display: 'grid', gap: 2, maxWidth: 640, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, mt: 2 }}>
          <TextField size="small" label={translate('console.settings.channel.code')} value={form.code} onChange={(e) => setForm({ ...form, code: e.target.value })} />
          <TextField size="small" label={translate('console.settings.channel.name')} value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} />
          <TextField select size="small" label={translate('console.settings.channel.gateway')} value={form.gateway} onChange={(e) => setForm({ ...form, gateway: e.target.value })}>
            {(['bank', 'demo'] as const).map((g) => (
              <MenuItem key={g} value={g}>
                {translate(`console.settings.channel.gateways.${g}`)}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel control={<Switch checked={form.enabled} onChange={(e) => setForm({ ...form, enabled: e.target.checked })} />} label={translate('console.settings.channel.enabled')} />
          <TextField type="number" size="small" label={translate('console.settings.channel.min', { currency: money.symbol })} value={form.minAmount} onChange={(e) => setForm({ ...form, minAmount: e.target.value })} />
          <TextField type="number" size="small" label={translate('console.settings.channel.max', { currency: money.symbol })} value={form.maxAmount} onChange={(e) => setForm({ ...form, maxAmount: e.target.value })} />
          {form.gateway === 'bank' &&
            (['bankName', 'accountName', 'accountNumber'] as const).map((k) => (
              <TextField key={k} size="small" label={translate(`console.settings.channel.details.${k}`)} value={details[k] ?? ''} onChange={(e) => setDetails({ ...details, [k]: e.target.value })} />
            ))}
          <Box sx={{ gridColumn: '1 / -1', display: 'flex', gap: 1 }}>
            <Button variant="contained" disabled={busy || !form.code || !form.name} onClick={() => void submit()}>
              {translate('console.settings.channel.save')}
            </Button>
            <Button onClick={() => setForm(null)}>{translate('console.banners.cancel')}</Button>
          </Box>
        </Box>
      )}
    </Section>
  );
}

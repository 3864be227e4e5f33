// The points mall (issue 18 item 4/8 over server/modules/points/operator-routes.ts): the picked brand's rewards (cash,
// bonus with wagering, physical items) with their points, stock and switch, and beside them the points rules (earn
// rates by game type and for deposits, the cash conversion). Marketing (and owner) add, edit and switch rewards and
// change the rules; every role may look. The redemptions queue is point-redemptions.tsx.
import { Box, Button as MuiButton, Card, CardContent, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, MenuItem, Switch, Table, TableBody, TableCell, TableRow, TextField as MuiTextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Datagrid, List, NumberField, TextField, TopToolbar, useLocaleState, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { api, pickedBrand } from '../api';
import { useMayChange } from '../auth-provider';
import { listSx, useConsoleAction } from '../fields';
import { RatesEditor, TextsEditor, filledTexts, rateRows, rateText, ratesOf, toMajor, toMinor, type RateRow, type Texts } from './loyalty-inputs';
import { useMoney } from './promotions';

const KINDS = ['cash', 'bonus', 'item'] as const;

export interface PointSettings {
  enabled: boolean;
  betRates: Record<string, number>;
  depositRate: number;
  convertPoints: number;
  convertCash: number;
}
interface Reward extends RaRecord {
  id: number;
  code: string;
  kind: (typeof KINDS)[number];
  texts: Texts;
  image: string | null;
  points: number;
  amount: number | null;
  wagerMultiple: number;
  stock: number | null;
  perMemberLimit: number;
  enabled: boolean;
  sortOrder: number;
}

const usePoints = () => useQuery({ queryKey: ['ops-points', pickedBrand()], queryFn: () => api<{ settings: PointSettings; rewards: Reward[] }>('GET', '/api/operator/points') });

function NameField(_: { label?: string; sortable?: boolean }) {
  const record = useRecordContext<Reward>();
  const [locale] = useLocaleState();
  if (!record) return null;
  return <span>{(record.texts[locale] ?? record.texts.en ?? Object.values(record.texts)[0])?.name ?? ''}</span>;
}

function KindField(_: { label?: string; sortable?: boolean }) {
  const record = useRecordContext<Reward>();
  const translate = useTranslate();
  return record ? <span data-kind={record.kind}>{translate(`console.points.kinds.${record.kind}`)}</span> : null;
}

function AmountField(_: { label?: string; sortable?: boolean }) {
  const record = useRecordContext<Reward>();
  const money = useMoney();
  if (!record || record.kind === 'item' || record.amount === null) return null;
  return <span style={{ whiteSpace: 'nowrap' }}>{money.format(record.amount)}</span>;
}

function StockField(_: { label?: string; sortable?: boolean }) {
  const record = useRecordContext<Reward>();
  const translate = useTranslate();
  if (!record) return null;
  return <span>{record.stock === null ? translate('console.points.unlimited') : record.stock}</span>;
}

/** The reward's switch: marketing flips it in place, the others read it. */
function EnabledToggle(_: { label?: string; sortable?: boolean }) {
  const record = useRecordContext<Reward>();
  const translate = useTranslate();
  const mayChange = useMayChange('marketing');
  const { busy, run, notify } = useConsoleAction();
  if (!record) return null;
  const label = translate('console.points.enabled_of', { code: record.code });
  if (!mayChange) return <span data-enabled={record.enabled}>{translate(record.enabled ? 'console.loyalty.yes' : 'console.loyalty.no')}</span>;
  return (
    <Switch
      checked={record.enabled}
      disabled={busy}
      slotProps={{ input: { 'aria-label': label } }}
      onChange={() =>
        run(async () => {
          await api('PUT', `/api/operator/points/rewards/${record.id}`, { enabled: !record.enabled });
          notify(record.enabled ? 'console.points.reward_disabled' : 'console.points.reward_enabled', { type: 'success', messageArgs: { code: record.code } });
        })
      }
    />
  );
}

function RewardDialog({ record, onClose }: { record?: Reward; onClose: () => void }) {
  const translate = useTranslate();
  const { busy, run, notify } = useConsoleAction();
  const { digits } = useMoney();
  const [code, setCode] = useState('');
  const [kind, setKind] = useState<Reward['kind']>(record?.kind ?? 'item');
  const [points, setPoints] = useState(record ? String(record.points) : '');
  const [amount, setAmount] = useState(toMajor(record?.amount, digits));
  const [wagerMultiple, setWagerMultiple] = useState(String(record?.wagerMultiple ?? 0));
  const [stock, setStock] = useState(record?.stock === null || record?.stock === undefined ? '' : String(record.stock));
  const [perMemberLimit, setPerMemberLimit] = useState(String(record?.perMemberLimit ?? 0));
  const [sortOrder, setSortOrder] = useState(String(record?.sortOrder ?? 0));
  const [image, setImage] = useState(record?.image ?? '');
  const [enabled, setEnabled] = useState(record?.enabled ?? true);
  const [texts, setTexts] = useState<Texts>(record?.texts ?? {});
  const money = kind !== 'item';

  const save = () =>
    run(async () => {
      const fields = {
        texts: filledTexts(texts, 'name'),
        image: image.trim() || null,
        points: Number(points),
        ...(money ? { amount: toMinor(amount, digits) } : {}),
        ...(kind === 'bonus' ? { wagerMultiple: Number(wagerMultiple || 0) } : {}),
        stock: stock === '' ? null : Number(stock),
        perMemberLimit: Number(perMemberLimit || 0),
        enabled,
        sortOrder: Number(sortOrder || 0),
      };
      const saved = record ? await api<Reward>('PUT', `/api/operator/points/rewards/${record.id}`, fields) : await api<Reward>('POST', '/api/operator/points/rewards', { ...fields, code, kind });
      notify(record ? 'console.points.reward_saved' : 'console.points.reward_created', { type: 'success', messageArgs: { code: saved.code } });
      onClose();
    });

  const hasName = Object.values(texts).some((t) => t.name?.trim());
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="reward-dialog-title">
      <DialogTitle id="reward-dialog-title">{record ? translate('console.points.edit_reward', { code: record.code }) : translate('console.points.new_reward')}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start', pt: 1 }}>
          <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
            {!record && (
              <>
                <MuiTextField required size="small" label={translate('console.loyalty.code')} value={code} onChange={(e) => setCode(e.target.value)} helperText={translate('console.loyalty.code_help')} slotProps={{ htmlInput: { maxLength: 40 } }} />
                <MuiTextField select size="small" label={translate('console.points.kind')} value={kind} onChange={(e) => setKind(e.target.value as Reward['kind'])}>
                  {KINDS.map((k) => (
                    <MenuItem key={k} value={k}>
                      {translate(`console.points.kinds.${k}`)}
                    </MenuItem>
                  ))}
                </MuiTextField>
              </>
            )}
            <MuiTextField required type="number" size="small" label={translate('console.points.points')} value={points} onChange={(e) => setPoints(e.target.value)} slotProps={{ htmlInput: { min: 1, step: 1 } }} />
            {money && <MuiTextField required type="number" size="small" label={translate('console.points.amount')} value={amount} onChange={(e) => setAmount(e.target.value)} slotProps={{ htmlInput: { min: 0, step: 'any' } }} />}
            {kind === 'bonus' && <MuiTextField type="number" size="small" label={translate('console.points.wager_multiple')} value={wagerMultiple} onChange={(e) => setWagerMultiple(e.target.value)} slotProps={{ htmlInput: { min: 0, max: 100, step: 1 } }} />}
            <MuiTextField type="number" size="small" label={translate('console.points.stock')} helperText={translate('console.points.stock_help')} value={stock} onChange={(e) => setStock(e.target.value)} slotProps={{ htmlInput: { min: 0, step: 1 } }} />
            <MuiTextField type="number" size="small" label={translate('console.points.per_member_limit')} helperText={translate('console.points.per_member_limit_help')} value={perMemberLimit} onChange={(e) => setPerMemberLimit(e.target.value)} slotProps={{ htmlInput: { min: 0, step: 1 } }} />
            <MuiTextField type="number" size="small" label={translate('console.loyalty.sort_order')} value={sortOrder} onChange={(e) => setSortOrder(e.target.value)} slotProps={{ htmlInput: { min: 0, step: 1 } }} />
            <MuiTextField size="small" label={translate('console.points.image')} value={image} onChange={(e) => setImage(e.target.value)} slotProps={{ htmlInput: { maxLength: 500 } }} />
            <FormControlLabel control={<Switch checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />} label={translate('console.loyalty.enabled')} />
          </Box>
          <TextsEditor texts={texts} onChange={setTexts} main="name" mainMax={80} />
        </Box>
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onClose}>{translate('console.banners.cancel')}</MuiButton>
        <MuiButton variant="contained" onClick={save} disabled={busy || !points || !hasName || (!record && !code) || (money && !amount)}>
          {translate('console.banners.save')}
        </MuiButton>
      </DialogActions>
    </Dialog>
  );
}

function RowActions(_: { label?: string }) {
  const record = useRecordContext<Reward>();
  const [editing, setEditing] = useState(false);
  if (!record) return null;
  return (
    <>
      <Button label="console.loyalty.edit" onClick={() => setEditing(true)} />
      {editing && <RewardDialog record={record} onClose={() => setEditing(false)} />}
    </>
  );
}

function Actions() {
  const [adding, setAdding] = useState(false);
  return (
    <TopToolbar>
      <Button label="console.points.add_reward" onClick={() => setAdding(true)} />
      {adding && <RewardDialog onClose={() => setAdding(false)} />}
    </TopToolbar>
  );
}

function SettingsDialog({ settings, onClose }: { settings: PointSettings; onClose: () => void }) {
  const translate = useTranslate();
  const { busy, run, notify } = useConsoleAction();
  const { digits } = useMoney();
  const points = usePoints();
  const [enabled, setEnabled] = useState(settings.enabled);
  const [rows, setRows] = useState<RateRow[]>(rateRows(settings.betRates));
  const [depositRate, setDepositRate] = useState(rateText(settings.depositRate));
  const [convertPoints, setConvertPoints] = useState(String(settings.convertPoints));
  const [convertCash, setConvertCash] = useState(toMajor(settings.convertCash, digits));
  const save = () =>
    run(async () => {
      await api('PUT', '/api/operator/points/settings', { enabled, betRates: ratesOf(rows), depositRate: Math.round(Number(depositRate || 0) * 100), convertPoints: Number(convertPoints || 0), convertCash: toMinor(convertCash, digits) });
      notify('console.points.settings_saved', { type: 'success' });
      await points.refetch();
      onClose();
    });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="points-settings-title">
      <DialogTitle id="points-settings-title">{translate('console.points.settings')}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
          <FormControlLabel control={<Switch checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />} label={translate('console.points.earning_on')} />
          <RatesEditor id="bet-rates" legend="console.points.bet_rates" unit="console.points.points_per_unit" rows={rows} onChange={setRows} max={100} />
          <MuiTextField type="number" size="small" label={translate('console.points.deposit_rate')} value={depositRate} onChange={(e) => setDepositRate(e.target.value)} slotProps={{ htmlInput: { min: 0, max: 100, step: 0.01 } }} />
          <Box sx={{ display: 'flex', gap: 1 }}>
            <MuiTextField type="number" size="small" label={translate('console.points.convert_points')} value={convertPoints} onChange={(e) => setConvertPoints(e.target.value)} slotProps={{ htmlInput: { min: 0, step: 1 } }} />
            <MuiTextField type="number" size="small" label={translate('console.points.convert_cash')} value={convertCash} onChange={(e) => setConvertCash(e.target.value)} helperText={translate('console.points.convert_help')} slotProps={{ htmlInput: { min: 0, step: 'any' } }} />
          </Box>
        </Box>
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onClose}>{translate('console.banners.cancel')}</MuiButton>
        <MuiButton variant="contained" onClick={save} disabled={busy}>
          {translate('console.banners.save')}
        </MuiButton>
      </DialogActions>
    </Dialog>
  );
}

/** The points rules beside the rewards (react-admin's refresh reloads every query, this one too). */
function SettingsCard() {
  const translate = useTranslate();
  const money = useMoney();
  const mayChange = useMayChange('marketing');
  const points = usePoints();
  const [editing, setEditing] = useState(false);
  const s = points.data?.settings;
  return (
    <Card component="section" aria-labelledby="points-settings-card" sx={{ ml: { md: 2 }, mt: { xs: 2, md: 8 }, minWidth: 280, alignSelf: 'flex-start' }}>
      <CardContent>
        <Typography id="points-settings-card" component="h2" variant="h6">
          {translate('console.points.settings')}
        </Typography>
        {s && (
          <Table size="small" data-testid="points-settings">
            <TableBody>
              <TableRow>
                <TableCell component="th" scope="row">
                  {translate('console.points.earning_on')}
                </TableCell>
                <TableCell>{translate(s.enabled ? 'console.loyalty.yes' : 'console.loyalty.no')}</TableCell>
              </TableRow>
              {Object.entries(s.betRates).map(([type, rate]) => (
                <TableRow key={type} data-game-type={type}>
                  <TableCell component="th" scope="row">
                    {translate('console.points.bet_rate_of', { type })}
                  </TableCell>
                  <TableCell>{rateText(rate)}</TableCell>
                </TableRow>
              ))}
              <TableRow>
                <TableCell component="th" scope="row">
                  {translate('console.points.deposit_rate')}
                </TableCell>
                <TableCell>{rateText(s.depositRate)}</TableCell>
              </TableRow>
              <TableRow>
                <TableCell component="th" scope="row">
                  {translate('console.points.conversion')}
                </TableCell>
                <TableCell>{translate('console.points.conversion_value', { points: s.convertPoints, cash: money.format(s.convertCash) })}</TableCell>
              </TableRow>
            </TableBody>
          </Table>
        )}
        {mayChange && s && (
          <MuiButton size="small" sx={{ mt: 1 }} onClick={() => setEditing(true)}>
            {translate('console.points.edit_settings')}
          </MuiButton>
        )}
        {editing && s && <SettingsDialog settings={s} onClose={() => setEditing(false)} />}
      </CardContent>
    </Card>
  );
}

export function PointRewardList() {
  const mayChange = useMayChange('marketing');
  return (
    <List sx={listSx} actions={mayChange ? <Actions /> : false} aside={<SettingsCard />} sort={{ field: 'sortOrder', order: 'ASC' }} exporter={false} perPage={50}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="code" />
        <NameField label="resources.point_rewards.fields.name" sortable={false} />
        <KindField label="resources.point_rewards.fields.kind" sortable={false} />
        <NumberField source="points" />
        <AmountField label="resources.point_rewards.fields.amount" sortable={false} />
        <StockField label="resources.point_rewards.fields.stock" sortable={false} />
        <NumberField source="perMemberLimit" />
        <NumberField source="sortOrder" />
        <EnabledToggle label="resources.point_rewards.fields.enabled" sortable={false} />
        {mayChange && <RowActions label="" />}
      </Datagrid>
    </List>
  );
}

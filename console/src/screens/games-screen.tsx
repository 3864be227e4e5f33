// The Games screens (issue 19 item 2): the brand's vendors and its catalogue with their state. Support (and owners)
// enable, disable or put under maintenance a vendor or a game, with an optional end time: the site then shows its
// game-maintenance screen when a player opens it (a disabled one leaves the lists). Marketing (and owners) set a
// game's hot flag and its place in the hot lists. Every role reads. Every change is in the audit log.
import { Button as MuiButton, Chip, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Switch, TextField as MuiTextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Datagrid, List, SelectInput, TextField, TextInput, useLocaleState, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useMayChange } from '../auth-provider';
import { listSx, notifyError } from '../fields';
import { AVAILABILITY, GAME_TYPES, gameActions, type Availability } from './games-data';

const typeChoices = GAME_TYPES.map((id) => ({ id, name: id }));
const stateChoices = AVAILABILITY.map((id) => ({ id, name: `console.games.state.${id}` }));
const gameFilters = [
  <SelectInput key="gameType" source="gameType" label="console.games.game_type" choices={typeChoices} alwaysOn emptyText="console.status.all" />,
  <TextInput key="vendor" source="vendor" label="console.games.vendor" alwaysOn resettable />,
  <TextInput key="name" source="name" label="console.games.name" alwaysOn resettable />,
];
const vendorFilters = [
  <SelectInput key="gameType" source="gameType" label="console.games.game_type" choices={typeChoices} alwaysOn emptyText="console.status.all" />,
  <TextInput key="vendor" source="vendor" label="console.games.vendor" alwaysOn resettable />,
  <SelectInput key="state" source="state" label="console.games.state_label" choices={stateChoices} alwaysOn emptyText="console.status.all" />,
];

const STATE_COLOUR: Record<Availability, 'success' | 'warning' | 'error'> = { enabled: 'success', maintenance: 'warning', disabled: 'error' };

/** `datetime-local` value (the operator's local time) to an ISO instant; '' is no end time. */
const isoOf = (local: string) => (local ? new Date(local).toISOString() : undefined);

function Availability({ kind }: { kind: 'game' | 'vendor'; label?: string; sortable?: boolean }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [locale] = useLocaleState();
  const maySet = useMayChange('support');
  const [asking, setAsking] = useState(false);
  const [until, setUntil] = useState('');
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const state = record.state as Availability;
  const name = kind === 'game' ? `${record.name?.[locale] ?? record.nodeId}` : `${record.displayName} (${record.gameType})`;
  const chip = (
    <Chip
      size="small"
      variant="outlined"
      color={STATE_COLOUR[state]}
      label={
        translate(`console.games.state.${state}`) +
        (record.maintenanceUntil ? ` · ${translate('console.games.until', { time: new Date(record.maintenanceUntil).toLocaleString(locale) })}` : '')
      }
    />
  );
  if (!maySet) return chip;

  const apply = async (next: Availability, end?: string) => {
    setBusy(true);
    try {
      await (kind === 'game' ? gameActions.setGameAvailability(record.id, next, end) : gameActions.setVendorAvailability(record.id, next, end));
      notify(`console.games.done.${next}`, { type: 'success', messageArgs: { name } });
      refresh();
    } catch (err) {
      notifyError(notify, err);
    } finally {
      setBusy(false);
      setAsking(false);
      setUntil('');
    }
  };
  const id = `${kind}-${record.id}`;
  return (
    <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center', whiteSpace: 'nowrap' }}>
      {chip}
      <MuiTextField
        select
        size="small"
        variant="outlined"
        value=""
        disabled={busy}
        slotProps={{ select: { displayEmpty: true, renderValue: () => translate('console.games.change_state'), SelectDisplayProps: { 'aria-label': translate('console.games.change_state_of', { name }) } } }}
        sx={{ minWidth: 150 }}
        onChange={(e) => {
          const next = e.target.value as Availability;
          if (next === 'maintenance') setAsking(true);
          else void apply(next);
        }}
      >
        {AVAILABILITY.filter((s) => s !== state || s === 'maintenance').map((s) => (
          <MenuItem key={s} value={s}>
            {translate(`console.games.action.${s}`)}
          </MenuItem>
        ))}
      </MuiTextField>
      <Dialog open={asking} onClose={() => setAsking(false)} aria-labelledby={`${id}-title`}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void apply('maintenance', isoOf(until));
          }}
        >
          <DialogTitle id={`${id}-title`}>{translate('console.games.maintenance_title', { name })}</DialogTitle>
          <DialogContent>
            <Typography variant="body2" sx={{ mb: 2 }}>
              {translate('console.games.maintenance_help')}
            </Typography>
            <MuiTextField type="datetime-local" label={translate('console.games.maintenance_until')} value={until} onChange={(e) => setUntil(e.target.value)} fullWidth slotProps={{ inputLabel: { shrink: true } }} />
          </DialogContent>
          <DialogActions>
            <MuiButton onClick={() => setAsking(false)}>{translate('ra.action.cancel')}</MuiButton>
            <MuiButton type="submit" color="warning" variant="contained" disabled={busy}>
              {translate('console.games.action.maintenance')}
            </MuiButton>
          </DialogActions>
        </form>
      </Dialog>
    </span>
  );
}

function GameName(_: { label?: string; sortable?: boolean }) {
  const record = useRecordContext();
  const [locale] = useLocaleState();
  if (!record) return null;
  return <span>{record.name?.[locale] ?? record.name?.en}</span>;
}

function Hot(_: { label?: string; sortable?: boolean }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [locale] = useLocaleState();
  const mayHot = useMayChange('marketing');
  const [order, setOrder] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const name = record.name?.[locale] ?? record.nodeId;
  if (!mayHot) return <span>{record.isHot ? `${translate('console.games.hot')} · ${record.hotOrder}` : '—'}</span>;

  const save = async (isHot: boolean, hotOrder?: number) => {
    setBusy(true);
    try {
      await gameActions.setHot(record.id, isHot, hotOrder);
      notify(isHot ? 'console.games.done.hot' : 'console.games.done.not_hot', { type: 'success', messageArgs: { name } });
      refresh();
    } catch (err) {
      notifyError(notify, err);
    } finally {
      setBusy(false);
      setOrder(null);
    }
  };
  const shown = order ?? String(record.hotOrder);
  const commit = () => {
    const n = Number(shown);
    if (order !== null && Number.isInteger(n) && n !== record.hotOrder) void save(true, n);
    else setOrder(null);
  };
  return (
    <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center', whiteSpace: 'nowrap' }}>
      <Switch checked={!!record.isHot} disabled={busy} onChange={(e) => void save(e.target.checked)} slotProps={{ input: { 'aria-label': translate('console.games.hot_of', { name }) } }} />
      {record.isHot && (
        <MuiTextField
          type="number"
          size="small"
          value={shown}
          disabled={busy}
          label={translate('console.games.hot_order')}
          slotProps={{ htmlInput: { min: 0, max: 9999, 'aria-label': translate('console.games.hot_order_of', { name }) } }}
          sx={{ width: 110 }}
          onChange={(e) => setOrder(e.target.value)}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit();
          }}
        />
      )}
    </span>
  );
}

export function GameList() {
  return (
    <List sx={listSx} actions={false} filters={gameFilters} exporter={false} perPage={25} sort={{ field: 'id', order: 'ASC' }} disableSyncWithLocation={false}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="nodeId" sortable={false} />
        <GameName label="resources.games.fields.name" />
        <TextField source="vassalage" sortable={false} />
        <TextField source="gameType" sortable={false} />
        <Availability kind="game" label="resources.games.fields.state" />
        <Hot label="resources.games.fields.isHot" />
      </Datagrid>
    </List>
  );
}

export function GameVendorList() {
  return (
    <List sx={listSx} actions={false} filters={vendorFilters} exporter={false} perPage={100} sort={{ field: 'id', order: 'ASC' }}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="vassalage" sortable={false} />
        <TextField source="displayName" sortable={false} />
        <TextField source="gameType" sortable={false} />
        <Availability kind="vendor" label="resources.game_vendors.fields.state" />
      </Datagrid>
    </List>
  );
}

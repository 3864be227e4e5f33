// The agents screens (issue 16 item 5 on the console, server/modules/agents/operator-routes.ts): the agent tree
// (drill down from the top; search usernames by their start in a team or the brand), the brand's contracts (filter,
// give an agent one: agent-contract-offer.tsx; terminate), agent announcements (list, publish), and the settlement
// payouts with a period panel (preview what a period would pay, hold it, release it, run or re-run it). Everyone
// reads; finance (and owner) change, as the server allows, and only they see the buttons.
import { Box, Breadcrumbs, Card, CardContent, Chip, Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Table, TableBody, TableCell, TableHead, TableRow, TextField as MuiTextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button, Confirm, Datagrid, DateField, List, NumberField, SelectInput, TextField, TextInput, TopToolbar, useListContext, useRecordContext, useTranslate } from 'react-admin';
import { api, pickedBrand } from '../api';
import { useMayChange } from '../auth-provider';
import { listSx, useConsoleAction } from '../fields';
import { ContractOfferButton, KINDS } from './agent-contract-offer';
import { useMoney } from './promotions';

const CONTRACT_STATUSES = ['offered', 'active', 'rejected', 'terminated', 'superseded', 'withdrawn'] as const;
const kindChoices = KINDS.map((id) => ({ id, name: `console.agents.kinds.${id}` }));

/** A value shown through its label (`${prefix}.${value}`), with the raw value in data-value for tests and styles. */
export function LabelField({ source, prefix }: { source: string; prefix: string; label?: string; sortable?: boolean }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const v = record?.[source];
  if (typeof v !== 'string') return null;
  return <span data-value={v}>{translate(`${prefix}.${v}`, { _: v })}</span>;
}

/** An amount in minor units, in the brand's currency. */
export function AmountField({ source }: { source: string; label?: string; sortable?: boolean }) {
  const record = useRecordContext();
  const money = useMoney();
  const v = record?.[source];
  return typeof v === 'number' ? <span style={{ whiteSpace: 'nowrap' }}>{money.format(v)}</span> : null;
}

// ---- The agent tree ----

function TreeNavigator() {
  const translate = useTranslate();
  const { data, filterValues, setFilters } = useListContext();
  const parent = typeof filterValues.parent === 'string' ? filterValues.parent : '';
  const [path, setPath] = useState<string[]>(parent ? [parent] : []);
  const [name, setName] = useState('');
  const pageNo = Number(filterValues.pageNo) > 1 ? Number(filterValues.pageNo) : 1;
  const searching = typeof filterValues.search === 'string' && filterValues.search !== '';
  const open = (next: string[]) => {
    setPath(next);
    setName('');
    setFilters(next.length ? { parent: next[next.length - 1] } : {}, {});
  };
  const turn = (to: number) => setFilters({ ...filterValues, pageNo: to > 1 ? to : undefined }, {});
  const first = data?.[0] as { pages?: number | null; fullPage?: boolean } | undefined;
  const more = first ? (typeof first.pages === 'number' ? pageNo < first.pages : !!first.fullPage) : false;
  // Usernames starting with the text, in the open team (or the whole brand at the top).
  const search = (e: FormEvent) => {
    e.preventDefault();
    if (name.trim()) setFilters({ ...(parent ? { parent } : {}), search: name.trim() }, {});
  };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, p: 2 }}>
      <Breadcrumbs aria-label={translate('console.agents.path')} sx={{ flex: '1 1 auto' }}>
        <MuiButton size="small" onClick={() => open([])} disabled={!path.length}>
          {translate('console.agents.top')}
        </MuiButton>
        {path.map((p, i) => (
          <MuiButton key={`${p}-${i}`} size="small" onClick={() => open(path.slice(0, i + 1))} disabled={i === path.length - 1}>
            {p}
          </MuiButton>
        ))}
      </Breadcrumbs>
      <form onSubmit={search} role="search" style={{ display: 'flex', gap: 8 }}>
        <MuiTextField size="small" label={translate('console.agents.go_to')} value={name} onChange={(e) => setName(e.target.value.replace(/[^A-Za-z0-9_.@+-]/g, '').slice(0, 32))} />
        <MuiButton type="submit" variant="outlined" disabled={!name.trim()}>
          {translate('console.agents.search')}
        </MuiButton>
        {searching && <MuiButton onClick={() => open(path)}>{translate('console.agents.clear')}</MuiButton>}
      </form>
      {/* A found agent's team opens on its own (the path from the top is not known). */}
      <TreeRows onOpen={(u) => open(searching ? [u] : [...path, u])} />
      {(pageNo > 1 || more) && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, ml: 'auto' }}>
          <MuiButton size="small" disabled={pageNo <= 1} onClick={() => turn(pageNo - 1)}>
            {translate('ra.navigation.previous')}
          </MuiButton>
          <Typography variant="body2">{translate('ra.navigation.current_page', { page: pageNo })}</Typography>
          <MuiButton size="small" disabled={!more} onClick={() => turn(pageNo + 1)}>
            {translate('ra.navigation.next')}
          </MuiButton>
        </Box>
      )}
    </Box>
  );
}

function TreeRows({ onOpen }: { onOpen: (username: string) => void }) {
  return (
    <Box sx={{ flex: '1 1 100%' }}>
      <Datagrid bulkActionButtons={false} rowClick={(id) => (onOpen(String(id)), false)}>
        <TextField source="username" />
        <NumberField source="level" />
        <NumberField source="teamSize" />
        <NumberField source="directCount" />
        <OpenTeam label="" onOpen={onOpen} />
      </Datagrid>
    </Box>
  );
}

function OpenTeam({ onOpen }: { onOpen: (username: string) => void; label?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record || !Number(record.directCount)) return null;
  const name = String(record.username);
  return (
    <Button
      label="console.agents.go"
      aria-label={translate('console.agents.open', { name })}
      onClick={(e) => {
        e.stopPropagation();
        onOpen(name);
      }}
    />
  );
}

export function AgentTreeList() {
  return (
    <List empty={false} sx={listSx} actions={false} sort={{ field: 'teamSize', order: 'DESC' }} exporter={false} perPage={25} pagination={false}>
      <TreeNavigator />
    </List>
  );
}

// ---- Contracts and announcements ----

function TermsField(_: { label?: string; sortable?: boolean }) {
  const record = useRecordContext();
  if (!record?.terms) return null;
  const t = record.terms as { tiers?: { rateBp: number; minBet?: number; minLoss?: number; minActive?: number }[]; profitRateBp?: number; lossRateBp?: number; singleBetRateBp?: number };
  const pct = (bp: number | undefined) => `${((bp ?? 0) / 100).toLocaleString()}%`;
  const text = t.tiers ? t.tiers.map((x) => pct(x.rateBp)).join(' / ') : [t.profitRateBp, t.lossRateBp, t.singleBetRateBp].filter((x) => x !== undefined).map(pct).join(' / ');
  return <span style={{ whiteSpace: 'nowrap' }}>{text}</span>;
}

function Terminate(_: { label?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const { busy, run, notify } = useConsoleAction();
  const [open, setOpen] = useState(false);
  if (!record || (record.status !== 'active' && record.status !== 'offered')) return null;
  return (
    <>
      <Button label="console.agents.terminate" color="error" disabled={busy} onClick={() => setOpen(true)} />
      <Confirm
        isOpen={open}
        loading={busy}
        title={translate('console.agents.terminate_title', { id: record.id })}
        content="console.agents.terminate_help"
        confirm="console.agents.terminate"
        onConfirm={() =>
          run(
            async () => {
              await api('POST', `/api/operator/agents/contracts/${record.id}/terminate`);
              notify('console.agents.terminated', { type: 'success', messageArgs: { id: record.id } });
            },
            () => setOpen(false),
          )
        }
        onClose={() => setOpen(false)}
      />
    </>
  );
}

function AnnouncementButton() {
  const translate = useTranslate();
  const { busy, run, notify } = useConsoleAction();
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!title.trim() || !content.trim()) return;
    void run(
      async () => {
        const r = await api<{ id: number }>('POST', '/api/operator/agents/announcements', { title: title.trim(), content: content.trim() });
        notify('console.agents.announced', { type: 'success', messageArgs: { id: r.id } });
        setTitle('');
        setContent('');
      },
      () => setOpen(false),
    );
  };
  return (
    <>
      <Button label="console.agents.announce" onClick={() => setOpen(true)} />
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby="agent-announcement-title">
        <form onSubmit={submit}>
          <DialogTitle id="agent-announcement-title">{translate('console.agents.announce_title')}</DialogTitle>
          <DialogContent>
            <MuiTextField label={translate('console.agents.title')} value={title} onChange={(e) => setTitle(e.target.value.slice(0, 120))} required fullWidth autoFocus sx={{ mt: 1, mb: 2 }} />
            <MuiTextField label={translate('console.agents.content')} value={content} onChange={(e) => setContent(e.target.value.slice(0, 4000))} required fullWidth multiline minRows={4} />
          </DialogContent>
          <DialogActions>
            <MuiButton onClick={() => setOpen(false)}>{translate('console.agents.cancel')}</MuiButton>
            <MuiButton type="submit" variant="contained" disabled={busy || !title.trim() || !content.trim()}>
              {translate('console.agents.publish')}
            </MuiButton>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}

const contractFilters = [
  <SelectInput key="kind" source="kind" label="console.agents.kind" choices={kindChoices} alwaysOn emptyText="console.status.all" />,
  <SelectInput key="status" source="status" choices={CONTRACT_STATUSES.map((id) => ({ id, name: `console.agents.statuses.${id}` }))} alwaysOn emptyText="console.status.all" />,
  <TextInput key="username" source="username" alwaysOn />,
];

export function AgentContractList() {
  const finance = useMayChange('finance');
  return (
    <List empty={false} sx={listSx} actions={finance ? <TopToolbar><ContractOfferButton /></TopToolbar> : false} filters={contractFilters} sort={{ field: 'id', order: 'DESC' }} exporter={false} perPage={25}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="id" />
        <TextField source="username" />
        <TextField source="upline" emptyText="-" />
        <LabelField source="kind" prefix="console.agents.kinds" />
        <TextField source="period" emptyText="-" />
        <TermsField label="resources.agent_contracts.fields.terms" sortable={false} />
        <LabelField source="status" prefix="console.agents.statuses" />
        <DateField source="offeredAt" showTime />
        <DateField source="endedAt" showTime emptyText="-" />
        {finance && <Terminate label="" />}
      </Datagrid>
    </List>
  );
}

/** The announcements agents read in the agent centre, newest first; finance publishes one (plain text). */
export function AgentAnnouncementList() {
  const finance = useMayChange('finance');
  return (
    <List empty={false} sx={listSx} actions={finance ? <TopToolbar><AnnouncementButton /></TopToolbar> : false} filters={[<TextInput key="title" source="title" alwaysOn />]} sort={{ field: 'id', order: 'DESC' }} exporter={false} perPage={25}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="id" />
        <TextField source="title" />
        <TextField source="content" sx={{ whiteSpace: 'pre-wrap' }} />
        <DateField source="createdAt" showTime />
      </Datagrid>
    </List>
  );
}

// ---- Settlements: payouts and the period panel ----

interface PreviewLine {
  contractId: number;
  memberId: number;
  username: string;
  base: number;
  rateBp: number;
  gross: number;
  amount: number;
}
interface Preview {
  periodKey: string;
  held: boolean;
  total: number;
  list: PreviewLine[];
}
interface Hold {
  kind: string;
  periodKey: string;
  heldBy: string;
  heldAt: string;
}

/** Yesterday's market day (UTC+8, as the server names days): the last daily period that has ended. */
function lastDailyKey(): string {
  return `D:${new Date(Date.now() + 8 * 3_600_000 - 86_400_000).toISOString().slice(0, 10)}`;
}

function PeriodPanel() {
  const translate = useTranslate();
  const money = useMoney();
  const finance = useMayChange('finance');
  const queryClient = useQueryClient();
  const { busy, run, notify } = useConsoleAction();
  const [kind, setKind] = useState<string>('daily');
  const [periodKey, setPeriodKey] = useState(lastDailyKey());
  const [preview, setPreview] = useState<Preview | null>(null);
  const holds = useQuery({
    queryKey: ['agent-holds', pickedBrand()],
    queryFn: async () => (await api<{ holds: Hold[] }>('GET', '/api/operator/agents/settlements?periodKey=-')).holds,
  });
  const body = () => ({ kind, periodKey: periodKey.trim() });
  const showPreview = async () => setPreview(await api<Preview>('POST', '/api/operator/agents/settlements/preview', body()));
  const act = (path: 'hold' | 'release' | 'run') =>
    run(async () => {
      if (path === 'run') {
        const r = await api<{ periodKey: string; held: boolean; paid: number; alreadySettled: number }>('POST', '/api/operator/agents/settlements/run', body());
        notify('console.agents.ran', { type: r.held ? 'warning' : 'success', messageArgs: { key: r.periodKey, paid: r.paid, already: r.alreadySettled, held: r.held ? translate('console.agents.ran_held') : '' } });
      } else {
        const r = await api<{ periodKey: string }>('POST', `/api/operator/agents/settlements/${path}`, body());
        notify(path === 'hold' ? 'console.agents.held_now' : 'console.agents.released_now', { type: 'success', messageArgs: { key: r.periodKey } });
      }
      await queryClient.invalidateQueries({ queryKey: ['agent-holds'] });
      await showPreview();
    });
  const valid = periodKey.trim().length >= 3;
  return (
    <Card sx={{ mt: 2 }} component="section" aria-labelledby="period-panel-title">
      <CardContent>
        <Typography id="period-panel-title" variant="h6" component="h2" gutterBottom>
          {translate('console.agents.period_panel')}
        </Typography>
        <Box
          component="form"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
          onSubmit={(e: FormEvent) => {
            e.preventDefault();
            if (valid) void run(showPreview);
          }}
        >
          <MuiTextField select size="small" label={translate('console.agents.kind')} value={kind} onChange={(e) => setKind(e.target.value)} sx={{ width: 220 }}>
            {KINDS.map((k) => (
              <MenuItem key={k} value={k}>
                {translate(`console.agents.kinds.${k}`)}
              </MenuItem>
            ))}
          </MuiTextField>
          <MuiTextField size="small" label={translate('console.agents.period_key')} value={periodKey} onChange={(e) => setPeriodKey(e.target.value.slice(0, 20))} helperText={translate('console.agents.period_help')} sx={{ width: 340 }} />
          <MuiButton type="submit" variant="contained" disabled={busy || !valid}>
            {translate('console.agents.preview')}
          </MuiButton>
          {finance && (
            <>
              <MuiButton variant="outlined" color="warning" disabled={busy || !valid} onClick={() => act('hold')}>
                {translate('console.agents.hold')}
              </MuiButton>
              <MuiButton variant="outlined" disabled={busy || !valid} onClick={() => act('release')}>
                {translate('console.agents.release')}
              </MuiButton>
              <MuiButton variant="outlined" disabled={busy || !valid} onClick={() => act('run')}>
                {translate('console.agents.run')}
              </MuiButton>
            </>
          )}
        </Box>
        {preview && (
          <Box data-testid="settlement-preview" data-held={preview.held} sx={{ mt: 2 }}>
            <Typography variant="subtitle1" component="h3">
              {translate('console.agents.preview_title', { key: preview.periodKey })}{' '}
              <Chip size="small" variant="outlined" color={preview.held ? 'warning' : 'default'} label={translate(preview.held ? 'console.agents.statuses.held' : 'console.agents.statuses.released')} />
            </Typography>
            {preview.list.length ? (
              <Table size="small" aria-label={translate('console.agents.preview_title', { key: preview.periodKey })}>
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('resources.agent_settlements.fields.username')}</TableCell>
                    <TableCell align="right">{translate('resources.agent_settlements.fields.base')}</TableCell>
                    <TableCell align="right">{translate('resources.agent_settlements.fields.rateBp')}</TableCell>
                    <TableCell align="right">{translate('resources.agent_settlements.fields.amount')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {preview.list.map((l) => (
                    <TableRow key={l.contractId}>
                      <TableCell>{l.username}</TableCell>
                      <TableCell align="right">{money.format(l.base)}</TableCell>
                      <TableCell align="right">{l.rateBp}</TableCell>
                      <TableCell align="right">{money.format(l.amount)}</TableCell>
                    </TableRow>
                  ))}
                  <TableRow>
                    <TableCell colSpan={3}>{translate('console.agents.total')}</TableCell>
                    <TableCell align="right" data-testid="settlement-total">
                      {money.format(preview.total)}
                    </TableCell>
                  </TableRow>
                </TableBody>
              </Table>
            ) : (
              <Typography variant="body2">{translate('console.agents.no_lines')}</Typography>
            )}
          </Box>
        )}
        <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
          {translate('console.agents.holds')}
        </Typography>
        {holds.data?.length ? (
          <ul data-testid="settlement-holds">
            {holds.data.map((h) => (
              <li key={`${h.kind}-${h.periodKey}`} data-kind={h.kind} data-period={h.periodKey}>
                {translate(`console.agents.kinds.${h.kind}`, { _: h.kind })} {h.periodKey} ({translate('console.agents.held_by', { who: h.heldBy })})
              </li>
            ))}
          </ul>
        ) : (
          <Typography variant="body2" data-testid="settlement-holds-empty">
            {translate('console.agents.no_holds')}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

const settlementFilters = [
  <SelectInput key="kind" source="kind" label="console.agents.kind" choices={kindChoices} alwaysOn emptyText="console.status.all" />,
  <TextInput key="periodKey" source="periodKey" alwaysOn />,
  <TextInput key="username" source="username" alwaysOn />,
];

export function AgentSettlementList() {
  return (
    <>
      <PeriodPanel />
      <List empty={false} sx={listSx} actions={false} filters={settlementFilters} sort={{ field: 'id', order: 'DESC' }} exporter={false} perPage={25}>
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <TextField source="id" />
          <TextField source="username" />
          <LabelField source="kind" prefix="console.agents.kinds" />
          <TextField source="periodKey" />
          <AmountField source="base" />
          <NumberField source="rateBp" />
          <AmountField source="gross" />
          <AmountField source="givenBelow" />
          <AmountField source="amount" />
          <LabelField source="status" prefix="console.agents.statuses" />
          <DateField source="settledAt" showTime />
        </Datagrid>
      </List>
    </>
  );
}


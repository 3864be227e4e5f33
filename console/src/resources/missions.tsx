// Missions (issue 18 item 3/8 over server/modules/missions/operator-routes.ts): the picked brand's missions with their
// period, goal, reward, dates and switch, and under them the reward cost report (earned, claimed, expired, paid,
// unclaimed). Marketing (and owner) create, reschedule, reword, switch and re-reward a mission; every role may look.
import { Box, Button as MuiButton, Card, CardContent, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, MenuItem, Switch, Table, TableBody, TableCell, TableHead, TableRow, TextField as MuiTextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Datagrid, DateField, List, TextField, TopToolbar, useLocaleState, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { api, pickedBrand } from '../api';
import { useMayChange } from '../auth-provider';
import { listSx, useConsoleAction } from '../fields';
import { GAME_TYPES } from '../../../schema/api/games';
import { TextsEditor, filledTexts, toMajor, toMinor, type Texts } from './loyalty-inputs';
import { promotionState, useMoney } from './promotions';
import { fromLocalInput, toLocalInput } from './settings-section';

const PERIODS = ['D', 'W', 'once'] as const;
const GOALS = ['valid_bet', 'deposit', 'login_days'] as const;
const REWARD_KINDS = ['cash', 'bonus'] as const;

interface Mission extends RaRecord {
  id: number;
  code: string;
  enabled: boolean;
  period: (typeof PERIODS)[number];
  goal: (typeof GOALS)[number];
  gameType: string | null;
  target: number;
  rewardKind: (typeof REWARD_KINDS)[number];
  rewardAmount: number;
  wagerMultiple: number;
  wagerHours: number;
  score: number;
  claimHours: number;
  startsAt: string;
  endsAt: string;
  texts: Texts;
  sortOrder: number;
}
interface CostRow {
  missionId: number;
  code: string;
  earned: number;
  claimed: number;
  expired: number;
  paid: number;
  unclaimed: number;
}

function TitleField(_: { label?: string; sortable?: boolean }) {
  const record = useRecordContext<Mission>();
  const [locale] = useLocaleState();
  if (!record) return null;
  return <span>{(record.texts[locale] ?? record.texts.en ?? Object.values(record.texts)[0])?.title ?? ''}</span>;
}

/** The goal as a sentence: "Valid bets RM500.00 (RNG)", "Deposits RM100.00", "Log in 5 days". */
function GoalField(_: { label?: string; sortable?: boolean }) {
  const record = useRecordContext<Mission>();
  const translate = useTranslate();
  const money = useMoney();
  if (!record) return null;
  const target = record.goal === 'login_days' ? String(record.target) : money.format(record.target);
  return <span data-goal={record.goal}>{translate(`console.missions.goal_text.${record.goal}`, { target, type: record.gameType ?? translate('console.missions.all_types') })}</span>;
}

function PeriodField(_: { label?: string; sortable?: boolean }) {
  const record = useRecordContext<Mission>();
  const translate = useTranslate();
  return record ? <span>{translate(`console.missions.periods.${record.period}`)}</span> : null;
}

function RewardField(_: { label?: string; sortable?: boolean }) {
  const record = useRecordContext<Mission>();
  const translate = useTranslate();
  const money = useMoney();
  if (!record) return null;
  return <span style={{ whiteSpace: 'nowrap' }}>{translate(`console.missions.reward_text.${record.rewardKind}`, { amount: money.format(record.rewardAmount), times: record.wagerMultiple })}</span>;
}

function StateField(_: { label?: string; sortable?: boolean }) {
  const record = useRecordContext<Mission>();
  const translate = useTranslate();
  if (!record) return null;
  const state = promotionState(record);
  return <span data-state={state}>{translate(`console.promotions.states.${state}`)}</span>;
}

function MissionDialog({ record, onClose }: { record?: Mission; onClose: () => void }) {
  const translate = useTranslate();
  const { busy, run, notify } = useConsoleAction();
  const { digits } = useMoney();
  const now = new Date();
  const [code, setCode] = useState('');
  const [period, setPeriod] = useState<Mission['period']>('D');
  const [goal, setGoal] = useState<Mission['goal']>('valid_bet');
  const [gameType, setGameType] = useState('');
  const [target, setTarget] = useState('');
  const [rewardKind, setRewardKind] = useState<Mission['rewardKind']>(record?.rewardKind ?? 'cash');
  const [rewardAmount, setRewardAmount] = useState(toMajor(record?.rewardAmount, digits));
  const [wagerMultiple, setWagerMultiple] = useState(String(record?.wagerMultiple ?? 0));
  const [wagerHours, setWagerHours] = useState(String(record?.wagerHours ?? 168));
  const [score, setScore] = useState(String(record?.score ?? 0));
  const [claimHours, setClaimHours] = useState(String(record?.claimHours ?? 48));
  const [startsAt, setStartsAt] = useState(toLocalInput(record?.startsAt ?? now.toISOString()));
  const [endsAt, setEndsAt] = useState(toLocalInput(record?.endsAt ?? new Date(now.getTime() + 30 * 86_400_000).toISOString()));
  const [sortOrder, setSortOrder] = useState(String(record?.sortOrder ?? 0));
  const [enabled, setEnabled] = useState(record?.enabled ?? true);
  const [texts, setTexts] = useState<Texts>(record?.texts ?? {});

  const save = () =>
    run(async () => {
      const editable = {
        enabled,
        rewardKind,
        rewardAmount: toMinor(rewardAmount, digits),
        // A cash reward has no wagering (the server refuses one).
        ...(rewardKind === 'bonus' ? { wagerMultiple: Number(wagerMultiple || 0), wagerHours: Number(wagerHours || 168) } : { wagerMultiple: 0 }),
        score: Number(score || 0),
        claimHours: Number(claimHours || 48),
        startsAt: fromLocalInput(startsAt),
        endsAt: fromLocalInput(endsAt),
        texts: filledTexts(texts, 'title'),
        sortOrder: Number(sortOrder || 0),
      };
      const saved = record
        ? await api<Mission>('PUT', `/api/operator/missions/${record.id}`, editable)
        : await api<Mission>('POST', '/api/operator/missions', {
            ...editable,
            code,
            period,
            goal,
            ...(goal === 'valid_bet' && gameType.trim() ? { gameType: gameType.trim() } : {}),
            target: goal === 'login_days' ? Number(target) : toMinor(target, digits),
          });
      notify(record ? 'console.missions.saved' : 'console.missions.created', { type: 'success', messageArgs: { code: saved.code } });
      onClose();
    });

  const hasTitle = Object.values(texts).some((t) => t.title?.trim());
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="mission-dialog-title">
      <DialogTitle id="mission-dialog-title">{record ? translate('console.missions.edit_title', { code: record.code }) : translate('console.missions.new_title')}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start', pt: 1 }}>
          <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
            {!record && (
              <>
                <MuiTextField required size="small" label={translate('console.loyalty.code')} value={code} onChange={(e) => setCode(e.target.value)} helperText={translate('console.loyalty.code_help')} slotProps={{ htmlInput: { maxLength: 40 } }} />
                <MuiTextField select size="small" label={translate('console.missions.period')} value={period} onChange={(e) => setPeriod(e.target.value as Mission['period'])}>
                  {PERIODS.map((p) => (
                    <MenuItem key={p} value={p}>
                      {translate(`console.missions.periods.${p}`)}
                    </MenuItem>
                  ))}
                </MuiTextField>
                <MuiTextField select size="small" label={translate('console.missions.goal')} value={goal} onChange={(e) => setGoal(e.target.value as Mission['goal'])}>
                  {GOALS.map((g) => (
                    <MenuItem key={g} value={g}>
                      {translate(`console.missions.goals.${g}`)}
                    </MenuItem>
                  ))}
                </MuiTextField>
                {goal === 'valid_bet' && (
                  <MuiTextField select size="small" label={translate('console.missions.game_type')} value={gameType} onChange={(e) => setGameType(e.target.value)} sx={{ minWidth: 200 }}>
                    <MenuItem value="">{translate('console.missions.all_types')}</MenuItem>
                    {GAME_TYPES.map((t) => (
                      <MenuItem key={t} value={t}>
                        {t}
                      </MenuItem>
                    ))}
                  </MuiTextField>
                )}
                <MuiTextField required type="number" size="small" label={translate(goal === 'login_days' ? 'console.missions.target_days' : 'console.missions.target_amount')} value={target} onChange={(e) => setTarget(e.target.value)} slotProps={{ htmlInput: { min: 1, step: goal === 'login_days' ? 1 : 'any' } }} />
              </>
            )}
            <MuiTextField select size="small" label={translate('console.missions.reward_kind')} value={rewardKind} onChange={(e) => setRewardKind(e.target.value as Mission['rewardKind'])}>
              {REWARD_KINDS.map((k) => (
                <MenuItem key={k} value={k}>
                  {translate(`console.missions.reward_kinds.${k}`)}
                </MenuItem>
              ))}
            </MuiTextField>
            <MuiTextField required type="number" size="small" label={translate('console.missions.reward_amount')} value={rewardAmount} onChange={(e) => setRewardAmount(e.target.value)} slotProps={{ htmlInput: { min: 0, step: 'any' } }} />
            {rewardKind === 'bonus' && (
              <Box sx={{ display: 'flex', gap: 1 }}>
                <MuiTextField type="number" size="small" label={translate('console.missions.wager_multiple')} value={wagerMultiple} onChange={(e) => setWagerMultiple(e.target.value)} slotProps={{ htmlInput: { min: 0, max: 100, step: 1 } }} />
                <MuiTextField type="number" size="small" label={translate('console.missions.wager_hours')} value={wagerHours} onChange={(e) => setWagerHours(e.target.value)} slotProps={{ htmlInput: { min: 1, step: 1 } }} />
              </Box>
            )}
            <Box sx={{ display: 'flex', gap: 1 }}>
              <MuiTextField type="number" size="small" label={translate('console.missions.score')} value={score} onChange={(e) => setScore(e.target.value)} slotProps={{ htmlInput: { min: 0, step: 1 } }} />
              <MuiTextField type="number" size="small" label={translate('console.missions.claim_hours')} value={claimHours} onChange={(e) => setClaimHours(e.target.value)} slotProps={{ htmlInput: { min: 1, step: 1 } }} />
            </Box>
            <MuiTextField type="datetime-local" size="small" label={translate('console.promotions.starts')} value={startsAt} onChange={(e) => setStartsAt(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
            <MuiTextField type="datetime-local" size="small" label={translate('console.promotions.ends')} value={endsAt} onChange={(e) => setEndsAt(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
            <MuiTextField type="number" size="small" label={translate('console.loyalty.sort_order')} value={sortOrder} onChange={(e) => setSortOrder(e.target.value)} slotProps={{ htmlInput: { min: 0, step: 1 } }} />
            <FormControlLabel control={<Switch checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />} label={translate('console.loyalty.enabled')} />
          </Box>
          <TextsEditor texts={texts} onChange={setTexts} main="title" mainMax={120} />
        </Box>
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onClose}>{translate('console.banners.cancel')}</MuiButton>
        <MuiButton variant="contained" onClick={save} disabled={busy || !rewardAmount || !hasTitle || !startsAt || !endsAt || (!record && (!code || !target))}>
          {translate('console.banners.save')}
        </MuiButton>
      </DialogActions>
    </Dialog>
  );
}

function RowActions(_: { label?: string }) {
  const record = useRecordContext<Mission>();
  const [editing, setEditing] = useState(false);
  if (!record) return null;
  return (
    <>
      <Button label="console.loyalty.edit" onClick={() => setEditing(true)} />
      {editing && <MissionDialog record={record} onClose={() => setEditing(false)} />}
    </>
  );
}

function Actions() {
  const [adding, setAdding] = useState(false);
  return (
    <TopToolbar>
      <Button label="console.missions.add" onClick={() => setAdding(true)} />
      {adding && <MissionDialog onClose={() => setAdding(false)} />}
    </TopToolbar>
  );
}

/** Reward cost per mission, under the list (react-admin's refresh reloads it too). */
function CostReport() {
  const translate = useTranslate();
  const money = useMoney();
  const report = useQuery({ queryKey: ['ops-missions-report', pickedBrand()], queryFn: () => api<{ list: CostRow[] }>('GET', '/api/operator/missions/report') });
  return (
    <Card component="section" aria-labelledby="mission-cost-title" sx={{ mt: 2, mb: 2, overflowX: 'auto' }}>
      <CardContent>
        <Typography id="mission-cost-title" component="h2" variant="h6">
          {translate('console.missions.report')}
        </Typography>
        <Table size="small" data-testid="mission-cost">
          <TableHead>
            <TableRow>
              <TableCell>{translate('console.loyalty.code')}</TableCell>
              <TableCell align="right">{translate('console.missions.earned')}</TableCell>
              <TableCell align="right">{translate('console.missions.claimed')}</TableCell>
              <TableCell align="right">{translate('console.missions.expired')}</TableCell>
              <TableCell align="right">{translate('console.missions.paid')}</TableCell>
              <TableCell align="right">{translate('console.missions.unclaimed')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(report.data?.list ?? []).map((r) => (
              <TableRow key={r.missionId} data-code={r.code}>
                <TableCell>{r.code}</TableCell>
                <TableCell align="right">{r.earned}</TableCell>
                <TableCell align="right">{r.claimed}</TableCell>
                <TableCell align="right">{r.expired}</TableCell>
                <TableCell align="right">{money.format(r.paid)}</TableCell>
                <TableCell align="right">{money.format(r.unclaimed)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}

export function MissionList() {
  const mayChange = useMayChange('marketing');
  return (
    <>
      <List sx={listSx} actions={mayChange ? <Actions /> : false} sort={{ field: 'sortOrder', order: 'ASC' }} exporter={false} perPage={50}>
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <TextField source="code" />
          <TitleField label="resources.missions.fields.title" sortable={false} />
          <PeriodField label="resources.missions.fields.period" sortable={false} />
          <GoalField label="resources.missions.fields.goal" sortable={false} />
          <RewardField label="resources.missions.fields.reward" sortable={false} />
          <DateField source="startsAt" showTime />
          <DateField source="endsAt" showTime />
          <StateField label="resources.missions.fields.state" sortable={false} />
          {mayChange && <RowActions label="" />}
        </Datagrid>
      </List>
      {/* Under the list, not beside it: the missions' table needs the page's width at 1366 px. */}
      <CostReport />
    </>
  );
}

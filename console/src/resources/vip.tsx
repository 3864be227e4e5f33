// The VIP programme (issue 18 item 7/8 over server/modules/loyalty/operator-routes.ts /api/operator/vip): the picked
// brand's levels (what reaching each asks over the period, its upgrade and birthday bonus, daily withdrawal limit and
// rebate rates by game type) and the period, then the manual rebates paid (/api/operator/rebate/report). The server
// takes the programme whole, so each change sends every level. Marketing (and owner) edit; every role may look.
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useMayChange } from '../auth-provider';
import { LANGUAGES, RatesEditor, rateRows, rateText, ratesOf, toMajor, toMinor, type RateRow } from './loyalty-inputs';
import { useMoney } from './promotions';
import { Section, useBrandQuery, useSave } from './settings-section';
import type { VipLevelView } from '../../../schema/api/loyalty';

/** A level as operators edit it: the site's view of it (schema/api/loyalty.ts) and its name per language. */
export interface VipLevel extends VipLevelView {
  names?: Record<string, string>;
}
interface Programme {
  periodDays: number;
  levels: VipLevel[];
}
interface RebateReport {
  claims: number;
  members: number;
  amount: number;
  byGameType: { gameType: string; lines: number; validBet: number; amount: number }[];
}

const MONEY_FIELDS = ['minDeposit', 'minValidBet', 'upgradeBonus', 'withdrawDailyLimit', 'birthdayBonus'] as const;

/** The body of PUT /api/operator/vip: the names without the empty ones. */
const programmeBody = (periodDays: number, levels: VipLevel[]) => ({
  periodDays,
  levels: levels.map(({ names, ...l }) => ({
    ...l,
    names: Object.fromEntries(Object.entries(names ?? {}).filter(([k, v]) => (LANGUAGES as readonly string[]).includes(k) && v.trim())),
  })),
});

function LevelDialog({ programme, level, onClose }: { programme: Programme; level: VipLevel; onClose: () => void }) {
  const translate = useTranslate();
  const { digits } = useMoney();
  const { save, busy } = useSave();
  const [name, setName] = useState(level.name);
  const [names, setNames] = useState<Record<string, string>>(level.names ?? {});
  const [amounts, setAmounts] = useState<Record<string, string>>(Object.fromEntries(MONEY_FIELDS.map((f) => [f, toMajor(level[f], digits)])));
  const [rows, setRows] = useState<RateRow[]>(rateRows(level.rebateRates));
  const submit = async () => {
    const edited: VipLevel = { ...level, name: name.trim(), names, rebateRates: ratesOf(rows), ...Object.fromEntries(MONEY_FIELDS.map((f) => [f, toMinor(amounts[f], digits)])) };
    const levels = programme.levels.map((l) => (l.level === level.level ? edited : l));
    if (await save('PUT', '/api/operator/vip', programmeBody(programme.periodDays, levels), 'console.vip.saved')) onClose();
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="vip-level-title">
      <DialogTitle id="vip-level-title">{translate('console.vip.edit_title', { level: level.level })}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start', pt: 1 }}>
          <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
            <TextField required size="small" label={translate('console.vip.name')} value={name} onChange={(e) => setName(e.target.value)} slotProps={{ htmlInput: { maxLength: 40 } }} />
            {LANGUAGES.map((l) => (
              <TextField key={l} size="small" label={translate(`console.loyalty.name_in.${l}`)} value={names[l] ?? ''} onChange={(e) => setNames({ ...names, [l]: e.target.value })} slotProps={{ htmlInput: { maxLength: 40 } }} />
            ))}
            {MONEY_FIELDS.map((f) => (
              <TextField key={f} type="number" size="small" label={translate(`console.vip.fields.${f}`)} value={amounts[f]} onChange={(e) => setAmounts({ ...amounts, [f]: e.target.value })} slotProps={{ htmlInput: { min: 0, step: 'any' } }} />
            ))}
          </Box>
          <RatesEditor id="rebate-rates" legend="console.vip.rebate_rates" unit="console.vip.rate_percent" rows={rows} onChange={setRows} max={10} />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('console.banners.cancel')}</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={busy || !name.trim()}>
          {translate('console.banners.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function LevelsSection({ programme }: { programme: Programme }) {
  const translate = useTranslate();
  const money = useMoney();
  const mayChange = useMayChange('marketing');
  const { save, busy } = useSave();
  const [editing, setEditing] = useState<VipLevel | null>(null);
  const [periodDays, setPeriodDays] = useState(String(programme.periodDays));
  const top = programme.levels[programme.levels.length - 1];
  const addLevel = () => void save('PUT', '/api/operator/vip', programmeBody(programme.periodDays, [...programme.levels, { ...top, level: top.level + 1, name: `VIP${top.level + 1}`, names: {} }]), 'console.vip.saved');
  const removeTop = () => void save('PUT', '/api/operator/vip', programmeBody(programme.periodDays, programme.levels.slice(0, -1)), 'console.vip.saved');
  return (
    <Section id="vip-levels" title="console.vip.levels" help="console.vip.levels_help" readOnly={!mayChange}>
      {mayChange && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
          <TextField type="number" size="small" label={translate('console.vip.period_days')} value={periodDays} onChange={(e) => setPeriodDays(e.target.value)} slotProps={{ htmlInput: { min: 1, max: 366, step: 1 } }} />
          <Button variant="outlined" disabled={busy || !periodDays || Number(periodDays) === programme.periodDays} onClick={() => void save('PUT', '/api/operator/vip', programmeBody(Number(periodDays), programme.levels), 'console.vip.saved')}>
            {translate('console.vip.save_period')}
          </Button>
          <Button disabled={busy || programme.levels.length >= 21} onClick={addLevel}>
            {translate('console.vip.add_level')}
          </Button>
          <Button color="error" disabled={busy || programme.levels.length <= 1} onClick={removeTop}>
            {translate('console.vip.remove_level', { level: top.level })}
          </Button>
        </Box>
      )}
      {!mayChange && <Typography sx={{ mb: 1 }}>{translate('console.vip.period', { days: programme.periodDays })}</Typography>}
      <Box sx={{ overflowX: 'auto' }}>
        {/* Wide enough to read on a tablet: the card scrolls sideways rather than squeezing the rates into a column. */}
        <Table size="small" data-testid="vip-levels" sx={{ minWidth: 1000 }}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('console.vip.level')}</TableCell>
              <TableCell>{translate('console.vip.name')}</TableCell>
              {MONEY_FIELDS.map((f) => (
                <TableCell key={f} align="right">
                  {translate(`console.vip.fields.${f}`)}
                </TableCell>
              ))}
              <TableCell>{translate('console.vip.rebate_rates')}</TableCell>
              {mayChange && <TableCell />}
            </TableRow>
          </TableHead>
          <TableBody>
            {programme.levels.map((l) => (
              <TableRow key={l.level} data-level={l.level}>
                <TableCell>{l.level}</TableCell>
                <TableCell>{l.name}</TableCell>
                {MONEY_FIELDS.map((f) => (
                  <TableCell key={f} align="right" data-field={f} sx={{ whiteSpace: 'nowrap' }}>
                    {money.format(l[f])}
                  </TableCell>
                ))}
                <TableCell sx={{ minWidth: 220 }}>
                  {Object.entries(l.rebateRates)
                    .map(([type, rate]) => `${type} ${rateText(rate)} %`)
                    .join(', ')}
                </TableCell>
                {mayChange && (
                  <TableCell>
                    <Button size="small" onClick={() => setEditing(l)} aria-label={translate('console.vip.edit_title', { level: l.level })}>
                      {translate('console.loyalty.edit')}
                    </Button>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {editing && <LevelDialog programme={programme} level={editing} onClose={() => setEditing(null)} />}
    </Section>
  );
}

function RebateSection() {
  const translate = useTranslate();
  const money = useMoney();
  const report = useBrandQuery<RebateReport>('ops-rebate-report', '/api/operator/rebate/report');
  const r = report.data;
  return (
    <Section id="rebate-report" title="console.vip.rebate_report" help="console.vip.rebate_report_help" readOnly={false}>
      {r && (
        <>
          <Typography data-testid="rebate-totals" sx={{ mb: 1 }}>
            {translate('console.vip.rebate_totals', { claims: r.claims, members: r.members, amount: money.format(r.amount) })}
          </Typography>
          <Table size="small" data-testid="rebate-by-type">
            <TableHead>
              <TableRow>
                <TableCell>{translate('console.loyalty.game_type')}</TableCell>
                <TableCell align="right">{translate('console.vip.lines')}</TableCell>
                <TableCell align="right">{translate('console.vip.valid_bet')}</TableCell>
                <TableCell align="right">{translate('console.vip.rebate_amount')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {r.byGameType.map((x) => (
                <TableRow key={x.gameType} data-game-type={x.gameType}>
                  <TableCell>{x.gameType}</TableCell>
                  <TableCell align="right">{x.lines}</TableCell>
                  <TableCell align="right">{money.format(x.validBet)}</TableCell>
                  <TableCell align="right">{money.format(x.amount)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
    </Section>
  );
}

export function VipPage() {
  const translate = useTranslate();
  const programme = useBrandQuery<Programme>('ops-vip', '/api/operator/vip');
  return (
    <Box sx={{ mt: 1 }}>
      <Title title={translate('resources.vip.name', { smart_count: 2 })} />
      {programme.error ? (
        <Typography role="alert" color="error">
          {translate((programme.error as Error).message || 'err_system')}
        </Typography>
      ) : null}
      {/* Keyed by the programme: a saved change starts the period field again from the server's value. */}
      {programme.data && <LevelsSection key={JSON.stringify(programme.data)} programme={programme.data} />}
      <RebateSection />
    </Box>
  );
}

// The brand's contract for an agent from the console (issue 16's operator route `POST /api/operator/agents/contracts`,
// until now only in the CLI `npm run operator -- agents contract`): finance (or owner) gives an agent a dividend, a
// daily or hourly wage (tiers: from what a period's valid bet, net loss and active members, the rate in percent) or a
// real-time wage (single-bet, loss and profit rates). The contract is agreed at once, and a lower rate ends the
// downline contracts above it (spec §4, agents README "Flow"). The server checks the terms (err_contract_terms) and the
// username (err_member_not_found); its message shows as it says.
import { Box, IconButton, Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField as MuiTextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Button, useTranslate } from 'react-admin';
import { api } from '../api';
import { useConsoleAction } from '../fields';
import { toMinor } from './loyalty-inputs';
import { useMoney } from './promotions';

/** The contract kinds (agents README "Contracts"). */
export const KINDS = ['dividend', 'daily', 'hourly', 'realtime'] as const;
type Kind = (typeof KINDS)[number];
interface TierDraft {
  minBet: string;
  minLoss: string;
  minActive: string;
  rate: string;
}
const EMPTY_TIER: TierDraft = { minBet: '', minLoss: '', minActive: '', rate: '' };
/** Periods the operator picks (agents README: D, W, H half month, M for dividends and daily wages; hourly and real-time have their own). */
const PERIODS: Partial<Record<Kind, string[]>> = { dividend: ['D', 'W', 'H', 'M'], daily: ['D', 'W', 'H', 'M'] };
const bp = (percent: string) => Math.round(Number(percent || 0) * 100);

export function ContractOfferButton() {
  const translate = useTranslate();
  const { digits } = useMoney();
  const { busy, run, notify } = useConsoleAction();
  const [open, setOpen] = useState(false);
  const [username, setUsername] = useState('');
  const [kind, setKind] = useState<Kind>('dividend');
  const [period, setPeriod] = useState('M');
  const [tiers, setTiers] = useState<TierDraft[]>([{ ...EMPTY_TIER }]);
  const [rates, setRates] = useState({ singleBet: '', loss: '', profit: '' });
  const periods = PERIODS[kind];
  const setTier = (i: number, patch: Partial<TierDraft>) => setTiers(tiers.map((t, j) => (j === i ? { ...t, ...patch } : t)));
  const pickKind = (k: Kind) => {
    setKind(k);
    setPeriod(k === 'daily' ? 'D' : 'M');
  };
  const reset = () => {
    setUsername('');
    setTiers([{ ...EMPTY_TIER }]);
    setRates({ singleBet: '', loss: '', profit: '' });
  };

  const terms = () =>
    kind === 'realtime'
      ? { singleBetRateBp: bp(rates.singleBet), lossRateBp: bp(rates.loss), profitRateBp: bp(rates.profit) }
      : {
          tiers: tiers.map((t) => ({
            rateBp: bp(t.rate),
            ...(t.minBet ? { minBet: toMinor(t.minBet, digits) } : {}),
            ...(kind === 'dividend' && t.minLoss ? { minLoss: toMinor(t.minLoss, digits) } : {}),
            ...(kind === 'dividend' && t.minActive ? { minActive: Number(t.minActive) } : {}),
          })),
        };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!username.trim()) return;
    void run(async () => {
      const body = { username: username.trim(), kind, ...(periods ? { period } : {}), terms: terms() };
      const r = await api<{ contract: { id: number; username: string } }>('POST', '/api/operator/agents/contracts', body);
      notify('console.agents.offered', { type: 'success', messageArgs: { id: r.contract.id, name: r.contract.username } });
      reset();
      setOpen(false);
    });
  };

  const percent = (label: string, value: string, onChange: (v: string) => void) => (
    <MuiTextField size="small" type="number" required label={translate(label)} value={value} onChange={(e) => onChange(e.target.value)} slotProps={{ htmlInput: { min: 0, max: 100, step: 'any' } }} />
  );
  const amount = (label: string, value: string, onChange: (v: string) => void) => (
    <MuiTextField size="small" type="number" label={translate(label)} value={value} onChange={(e) => onChange(e.target.value)} slotProps={{ htmlInput: { min: 0, step: 'any' } }} />
  );

  return (
    <>
      <Button label="console.agents.offer" onClick={() => setOpen(true)} />
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="md" aria-labelledby="agent-contract-offer-title">
        <form onSubmit={submit}>
          <DialogTitle id="agent-contract-offer-title">{translate('console.agents.offer_title')}</DialogTitle>
          <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
            <Typography variant="body2">{translate('console.agents.offer_help')}</Typography>
            <MuiTextField label={translate('console.agents.agent')} value={username} onChange={(e) => setUsername(e.target.value.slice(0, 64))} required autoFocus size="small" />
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
              <MuiTextField select size="small" label={translate('console.agents.kind')} value={kind} onChange={(e) => pickKind(e.target.value as Kind)} sx={{ minWidth: 200 }}>
                {KINDS.map((k) => (
                  <MenuItem key={k} value={k}>
                    {translate(`console.agents.kinds.${k}`)}
                  </MenuItem>
                ))}
              </MuiTextField>
              {periods && (
                <MuiTextField select size="small" label={translate('console.agents.period')} value={period} onChange={(e) => setPeriod(e.target.value)} sx={{ minWidth: 200 }}>
                  {periods.map((p) => (
                    <MenuItem key={p} value={p}>
                      {translate(`console.agents.periods.${p}`)}
                    </MenuItem>
                  ))}
                </MuiTextField>
              )}
            </Box>
            {kind === 'realtime' ? (
              <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
                {percent('console.agents.single_bet_rate', rates.singleBet, (v) => setRates({ ...rates, singleBet: v }))}
                {percent('console.agents.loss_rate', rates.loss, (v) => setRates({ ...rates, loss: v }))}
                {percent('console.agents.profit_rate', rates.profit, (v) => setRates({ ...rates, profit: v }))}
              </Box>
            ) : (
              <Box component="fieldset" sx={{ border: '1px solid #ccc', borderRadius: 1, display: 'grid', gap: 1.5, p: 2 }}>
                <legend>{translate('console.agents.tiers')}</legend>
                <Typography variant="body2">{translate(kind === 'dividend' ? 'console.agents.tiers_help_dividend' : 'console.agents.tiers_help_wage')}</Typography>
                {tiers.map((t, i) => (
                  <Box key={i} role="group" aria-label={translate('console.agents.tier_n', { n: i + 1 })} sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                    {amount('console.agents.min_bet', t.minBet, (v) => setTier(i, { minBet: v }))}
                    {kind === 'dividend' && amount('console.agents.min_loss', t.minLoss, (v) => setTier(i, { minLoss: v }))}
                    {kind === 'dividend' && (
                      <MuiTextField size="small" type="number" label={translate('console.agents.min_active')} value={t.minActive} onChange={(e) => setTier(i, { minActive: e.target.value })} slotProps={{ htmlInput: { min: 0, step: 1 } }} />
                    )}
                    {percent('console.agents.rate', t.rate, (v) => setTier(i, { rate: v }))}
                    <IconButton aria-label={translate('console.agents.remove_tier', { n: i + 1 })} disabled={tiers.length <= 1} onClick={() => setTiers(tiers.filter((_, j) => j !== i))}>
                      ×
                    </IconButton>
                  </Box>
                ))}
                <MuiButton sx={{ justifySelf: 'start' }} disabled={tiers.length >= 10} onClick={() => setTiers([...tiers, { ...EMPTY_TIER }])}>
                  {translate('console.agents.add_tier')}
                </MuiButton>
              </Box>
            )}
          </DialogContent>
          <DialogActions>
            <MuiButton onClick={() => setOpen(false)}>{translate('console.agents.cancel')}</MuiButton>
            <MuiButton type="submit" variant="contained" disabled={busy || !username.trim()}>
              {translate('console.agents.give')}
            </MuiButton>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}

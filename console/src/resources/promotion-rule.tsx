// The rule of a promotion in the console (issue 19 over issue 18's operator API): the fields of the server's rule
// schema (server/modules/promotions/schemas.ts ruleSchema) that each kind uses (definitions.ts NEEDS, the module's
// README "Kinds"): a deposit match's percentage, cap and minimum deposit; a cashback's rate, period, minimum loss and
// cap; a raffle's prizes (amount and weight) and period; the fixed amount of the simple kinds; and the wagering every
// kind may ask (multiple, base, contribution by game type, hours to meet it). Amounts are typed in the brand's
// currency (minor units on the API), rates in percent (basis points on the API). The server validates: a missing or
// bad value is its refusal, shown by the dialog's notifyError.
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, IconButton, MenuItem, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PROMOTION_KINDS, type PromotionKind, type PromotionRule as ApiPromotionRule } from '../../../schema/api/promotions';
import { RatesEditor, toMajor, type RateRow } from './loyalty-inputs';

export { PROMOTION_KINDS, type PromotionKind };

/** The rule as the API holds it (minor units, basis points); the console may leave out what the server defaults. */
export type PromotionRule = Partial<ApiPromotionRule>;

/** The rule as typed (strings, major units and percent). */
export interface RuleDraft {
  percent: string;
  cap: string;
  minDeposit: string;
  amount: string;
  minLoss: string;
  period: string;
  prizes: { amount: string; weight: string }[];
  wagerMultiple: string;
  wagerBase: 'bonus' | 'bonus_deposit';
  contributions: RateRow[];
  expiryHours: string;
}

type MoneyField = 'cap' | 'minDeposit' | 'amount' | 'minLoss';
interface KindFields {
  /** Money fields, required ones first. */
  money: { field: MoneyField; required: boolean }[];
  percent: boolean;
  periods: string[];
  prizes: boolean;
}

const FIXED: KindFields = { money: [{ field: 'amount', required: true }], percent: false, periods: [], prizes: false };
/** What each kind asks (the server's NEEDS: a missing required value is its err_promo_rule). */
export const KIND_FIELDS: Record<PromotionKind, KindFields> = {
  deposit_match: { money: [{ field: 'cap', required: true }, { field: 'minDeposit', required: false }], percent: true, periods: [], prizes: false },
  cashback: { money: [{ field: 'cap', required: false }, { field: 'minLoss', required: false }], percent: true, periods: ['D', 'W'], prizes: false },
  raffle: { money: [], percent: false, periods: ['once', 'D'], prizes: true },
  signup: FIXED,
  free: FIXED,
  daily_signin: FIXED,
  application: FIXED,
};

export function ruleDraft(kind: PromotionKind, rule: PromotionRule | undefined, digits: number): RuleDraft {
  const r = rule ?? {};
  return {
    percent: r.percentBp === undefined ? '' : String(r.percentBp / 100),
    cap: toMajor(r.cap, digits),
    minDeposit: toMajor(r.minDeposit, digits),
    amount: toMajor(r.amount, digits),
    minLoss: toMajor(r.minLoss, digits),
    period: r.period ?? KIND_FIELDS[kind].periods[0] ?? '',
    prizes: (r.prizes ?? [{ amount: 0, weight: 1 }]).map((p) => ({ amount: toMajor(p.amount, digits), weight: String(p.weight) })),
    wagerMultiple: String(r.wagerMultiple ?? 0),
    wagerBase: r.wagerBase ?? 'bonus',
    contributions: Object.entries(r.contributions ?? {}).map(([type, v]) => ({ type, value: String(v) })),
    expiryHours: String(r.expiryHours ?? 24 * 7),
  };
}

/** A typed number as the API's integer; a blank stays out; anything else is sent as is for the server to refuse. */
const num = (v: string, scale: number): number | undefined => (v.trim() === '' ? undefined : Math.round(Number(v) * scale));

/** The rule body of a kind: only its fields, blanks left out (the server names a missing required one). */
export function ruleBody(kind: PromotionKind, d: RuleDraft, digits: number): PromotionRule {
  const f = KIND_FIELDS[kind];
  const money = 10 ** digits;
  const out: Record<string, unknown> = {};
  if (f.percent) out.percentBp = num(d.percent, 100);
  for (const { field } of f.money) out[field] = num(d[field], money);
  if (f.periods.length) out.period = d.period || undefined;
  if (f.prizes) out.prizes = d.prizes.map((p) => ({ amount: num(p.amount, money) ?? 0, weight: num(p.weight, 1) }));
  out.wagerMultiple = num(d.wagerMultiple, 1) ?? 0;
  if (kind === 'deposit_match') out.wagerBase = d.wagerBase;
  out.contributions = Object.fromEntries(d.contributions.filter((r) => r.type.trim() && r.value !== '').map((r) => [r.type.trim(), Math.round(Number(r.value))]));
  out.expiryHours = num(d.expiryHours, 1);
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined)) as PromotionRule;
}

export function RuleEditor({ kind, draft, onChange, currency }: { kind: PromotionKind; draft: RuleDraft; onChange: (d: RuleDraft) => void; currency: string }) {
  const translate = useTranslate();
  const f = KIND_FIELDS[kind];
  const set = (patch: Partial<RuleDraft>) => onChange({ ...draft, ...patch });
  const money = (label: string) => `${translate(label)} (${currency})`;
  const setPrize = (i: number, patch: Partial<RuleDraft['prizes'][number]>) => set({ prizes: draft.prizes.map((p, j) => (j === i ? { ...p, ...patch } : p)) });
  return (
    <Box component="fieldset" data-testid="promotion-rule" sx={{ border: '1px solid #ccc', borderRadius: 1, display: 'grid', gap: 2, p: 2, alignContent: 'start' }}>
      <legend>{translate('console.promotions.rule.legend')}</legend>
      {f.percent && (
        <TextField
          required
          type="number"
          size="small"
          label={translate(kind === 'cashback' ? 'console.promotions.rule.cashback_percent' : 'console.promotions.rule.match_percent')}
          value={draft.percent}
          onChange={(e) => set({ percent: e.target.value })}
          slotProps={{ htmlInput: { min: 0.01, max: 1000, step: 'any' } }}
        />
      )}
      {f.money.map(({ field, required }) => (
        <TextField
          key={field}
          required={required}
          type="number"
          size="small"
          label={money(`console.promotions.rule.${field}`)}
          helperText={required ? undefined : translate('console.promotions.rule.optional')}
          value={draft[field]}
          onChange={(e) => set({ [field]: e.target.value })}
          slotProps={{ htmlInput: { min: 0, step: 'any' } }}
        />
      ))}
      {f.periods.length > 0 && (
        <TextField select size="small" label={translate('console.promotions.rule.period')} value={draft.period} onChange={(e) => set({ period: e.target.value })}>
          {f.periods.map((p) => (
            <MenuItem key={p} value={p}>
              {translate(`console.promotions.rule.periods.${p}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
      {f.prizes && (
        <Box component="fieldset" data-testid="promotion-prizes" sx={{ border: '1px solid #ddd', borderRadius: 1, display: 'grid', gap: 1, p: 1.5 }}>
          <legend>{translate('console.promotions.rule.prizes')}</legend>
          <Typography variant="body2" color="text.secondary">
            {translate('console.promotions.rule.prizes_help')}
          </Typography>
          {draft.prizes.map((p, i) => (
            <Box key={i} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              <TextField size="small" type="number" label={money('console.promotions.rule.prize_amount')} value={p.amount} onChange={(e) => setPrize(i, { amount: e.target.value })} slotProps={{ htmlInput: { min: 0, step: 'any', 'aria-label': translate('console.promotions.rule.prize_amount_n', { n: i + 1 }) } }} />
              <TextField size="small" type="number" label={translate('console.promotions.rule.prize_weight')} value={p.weight} onChange={(e) => setPrize(i, { weight: e.target.value })} slotProps={{ htmlInput: { min: 1, step: 1, 'aria-label': translate('console.promotions.rule.prize_weight_n', { n: i + 1 }) } }} />
              <IconButton aria-label={translate('console.promotions.rule.remove_prize', { n: i + 1 })} disabled={draft.prizes.length <= 1} onClick={() => set({ prizes: draft.prizes.filter((_, j) => j !== i) })}>
                <DeleteIcon />
              </IconButton>
            </Box>
          ))}
          <Button size="small" sx={{ justifySelf: 'start' }} disabled={draft.prizes.length >= 20} onClick={() => set({ prizes: [...draft.prizes, { amount: '', weight: '1' }] })}>
            {translate('console.promotions.rule.add_prize')}
          </Button>
        </Box>
      )}
      <Typography component="h3" variant="subtitle2" sx={{ mb: -1 }}>
        {translate('console.promotions.rule.wagering')}
      </Typography>
      <TextField type="number" size="small" label={translate('console.promotions.rule.wagerMultiple')} helperText={translate('console.promotions.rule.wagerMultiple_help')} value={draft.wagerMultiple} onChange={(e) => set({ wagerMultiple: e.target.value })} slotProps={{ htmlInput: { min: 0, max: 100, step: 1 } }} />
      {kind === 'deposit_match' && (
        <TextField select size="small" label={translate('console.promotions.rule.wagerBase')} value={draft.wagerBase} onChange={(e) => set({ wagerBase: e.target.value as RuleDraft['wagerBase'] })}>
          <MenuItem value="bonus">{translate('console.promotions.rule.bases.bonus')}</MenuItem>
          <MenuItem value="bonus_deposit">{translate('console.promotions.rule.bases.bonus_deposit')}</MenuItem>
        </TextField>
      )}
      <TextField type="number" size="small" label={translate('console.promotions.rule.expiryHours')} value={draft.expiryHours} onChange={(e) => set({ expiryHours: e.target.value })} slotProps={{ htmlInput: { min: 1, max: 24 * 366, step: 1 } }} />
      <RatesEditor id="promotion-contributions" legend="console.promotions.rule.contributions" unit="console.promotions.rule.contribution" rows={draft.contributions} onChange={(rows) => set({ contributions: rows })} max={100} />
    </Box>
  );
}

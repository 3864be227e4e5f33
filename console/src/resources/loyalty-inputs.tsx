// The inputs the loyalty screens share (points, missions, VIP, referral; issue 18 item 8's operator API): rates by game
// type (integers in hundredths on the API, decimals on screen), copy in each language, amounts in the brand's currency
// (minor units on the API), and the brand's rules read and saved as one card.
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, IconButton, MenuItem, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { GAME_TYPES } from '../../../schema/api/games';

export const LANGUAGES = ['en', 'ms', 'zh'] as const;

/** One row of a rates editor: a game type (RNG, LIVE, …, or `default`) and its rate as typed. */
export interface RateRow {
  type: string;
  value: string;
}

/** Hundredths on the API (points per 100 units, basis points) → rows of decimals (per unit, percent). */
export const rateRows = (rates: Record<string, number>): RateRow[] => Object.entries(rates).map(([type, v]) => ({ type, value: String(v / 100) }));
export const ratesOf = (rows: RateRow[]): Record<string, number> =>
  Object.fromEntries(rows.filter((r) => r.type.trim() && r.value !== '').map((r) => [r.type.trim(), Math.round(Number(r.value) * 100)]));
/** A rate as shown in a table: the hundredths as a decimal. */
export const rateText = (v: number | undefined) => (v === undefined ? '' : String(v / 100));

/**
 * The game types a row may pick (schema/api/games GAME_TYPES, and `default`: every other type): those no other row
 * has, and the row's own (kept even when it is not a known type, as an older rule may hold one).
 */
function typeChoices(own: string, rows: RateRow[]): string[] {
  const taken = new Set(rows.map((r) => r.type));
  return [...new Set([...(own ? [own] : []), ...[...GAME_TYPES, 'default'].filter((t) => !taken.has(t))])];
}

/** Game type → rate, one row each, a row added or removed. `unit` names what the rate is (points per 1, %). */
export function RatesEditor({ id, legend, unit, rows, onChange, max }: { id: string; legend: string; unit: string; rows: RateRow[]; onChange: (rows: RateRow[]) => void; max: number }) {
  const translate = useTranslate();
  const set = (i: number, patch: Partial<RateRow>) => onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <Box component="fieldset" data-testid={id} sx={{ border: '1px solid #ccc', borderRadius: 1, display: 'grid', gap: 1, p: 2, alignContent: 'start' }}>
      <legend>{translate(legend)}</legend>
      <Typography variant="body2" color="text.secondary">
        {translate('console.loyalty.game_type_help')}
      </Typography>
      {rows.map((r, i) => (
        <Box key={i} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <TextField select size="small" label={translate('console.loyalty.game_type')} value={r.type} onChange={(e) => set(i, { type: e.target.value })} sx={{ minWidth: 180 }}>
            {typeChoices(r.type, rows).map((t) => (
              <MenuItem key={t} value={t}>
                {t === 'default' ? translate('console.loyalty.other_types') : t}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            type="number"
            label={translate(unit)}
            value={r.value}
            onChange={(e) => set(i, { value: e.target.value })}
            slotProps={{ htmlInput: { min: 0, max, step: 0.01, 'aria-label': `${translate(unit)} ${r.type}` } }}
          />
          <IconButton aria-label={translate('console.loyalty.remove_rate', { type: r.type || '-' })} onClick={() => onChange(rows.filter((_, j) => j !== i))}>
            <DeleteIcon />
          </IconButton>
        </Box>
      ))}
      <Button size="small" sx={{ justifySelf: 'start' }} onClick={() => onChange([...rows, { type: '', value: '' }])}>
        {translate('console.loyalty.add_rate')}
      </Button>
    </Box>
  );
}

/** Copy per language with one required field (`main`: name or title) and a description. */
export type Texts = Record<string, Record<string, string>>;

export function TextsEditor({ texts, onChange, main, mainMax }: { texts: Texts; onChange: (t: Texts) => void; main: 'name' | 'title'; mainMax: number }) {
  const translate = useTranslate();
  const set = (lang: string, field: string, v: string) => onChange({ ...texts, [lang]: { ...(texts[lang] ?? {}), [field]: v } });
  return (
    <Box component="fieldset" sx={{ border: '1px solid #ccc', borderRadius: 1, display: 'grid', gap: 2, p: 2, alignContent: 'start' }}>
      <legend>{translate('console.loyalty.texts')}</legend>
      {LANGUAGES.map((l) => (
        <Box key={l} sx={{ display: 'grid', gap: 1 }}>
          <TextField size="small" label={translate(`console.loyalty.${main}_in.${l}`)} value={texts[l]?.[main] ?? ''} onChange={(e) => set(l, main, e.target.value)} slotProps={{ htmlInput: { maxLength: mainMax } }} />
          <TextField size="small" multiline minRows={2} label={translate(`console.loyalty.description_in.${l}`)} value={texts[l]?.description ?? ''} onChange={(e) => set(l, 'description', e.target.value)} slotProps={{ htmlInput: { maxLength: 500 } }} />
        </Box>
      ))}
    </Box>
  );
}

/** The languages with their main field filled (the others fall back to the brand's default language). */
export const filledTexts = (texts: Texts, main: 'name' | 'title') =>
  Object.fromEntries(
    Object.entries(texts)
      .filter(([, t]) => t[main]?.trim())
      .map(([l, t]) => [l, { [main]: t[main].trim(), ...(t.description?.trim() ? { description: t.description.trim() } : {}) }]),
  );

/** Minor units ↔ the amount typed in major units. */
export const toMajor = (minor: number | null | undefined, digits: number) => (minor === null || minor === undefined ? '' : String(minor / 10 ** digits));
export const toMinor = (major: string, digits: number) => Math.round(Number(major || 0) * 10 ** digits);

// Promotions (issue 19 item 2 "promotions' texts", over issue 18's operator API): the picked brand's promotions with
// their dates, switch and state; marketing (and owner) reword each language's copy (title, terms as rich text the
// server sanitises, banner address), reschedule, switch on or off, create a promotion of any kind the server accepts
// and edit its rule (promotion-rule.tsx: each kind's fields from the server's rule schema; the server validates). The
// bonus cost report (paid, taken back, net, active, pending) sits beside the list. Every role allowed here may look.
import { Box, Button as MuiButton, Card, CardContent, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, MenuItem, Switch, Table, TableBody, TableCell, TableHead, TableRow, TextField as MuiTextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Button, Datagrid, DateField, List, TextField, TopToolbar, useListContext, useLocaleState, useNotify, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { RichText } from '../../../runtime/features/content/components/rich-text';
import { api } from '../api';
import { useMayChange } from '../auth-provider';
import { listSx, notifyError, useConsoleAction } from '../fields';
import { useBrand } from '../layout';
import { PROMOTION_KINDS, RuleEditor, ruleBody, ruleDraft, type PromotionKind, type PromotionRule } from './promotion-rule';

const LANGUAGES = ['en', 'ms', 'zh'] as const;

interface PromotionText {
  title: string;
  terms: string;
  banner?: string;
}
export interface OperatorPromotion extends RaRecord {
  id: number;
  code: string;
  kind: PromotionKind;
  enabled: boolean;
  rule: PromotionRule;
  startsAt: string;
  endsAt: string;
  texts: Record<string, PromotionText>;
}
interface CostRow {
  promotionId: number;
  code: string;
  granted: number;
  removed: number;
  cost: number;
  active: number;
  applying: number;
}

/** disabled, scheduled (not started), running or ended, as players see it now. */
export function promotionState(p: Pick<OperatorPromotion, 'enabled' | 'startsAt' | 'endsAt'>, now = Date.now()): 'disabled' | 'scheduled' | 'running' | 'ended' {
  if (!p.enabled) return 'disabled';
  if (now < Date.parse(p.startsAt)) return 'scheduled';
  return now < Date.parse(p.endsAt) ? 'running' : 'ended';
}

/** An instant as a datetime-local input's value (the operator's own time zone), and back. */
const toLocalInput = (iso: string) => {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
const fromLocalInput = (v: string) => new Date(v).toISOString();

/** Amounts in the brand's currency (minor units from the API). */
export function useMoney() {
  const brand = useBrand();
  const [locale] = useLocaleState();
  const digits = brand.data?.currency.minorDigits ?? 2;
  return {
    digits,
    currency: brand.data?.currency.symbol ?? '',
    format: (minor: number) => `${brand.data?.currency.symbol ?? ''}${new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(minor / 10 ** digits)}`,
  };
}

function KindField(_: { label?: string; sortable?: boolean }) {
  const record = useRecordContext<OperatorPromotion>();
  const translate = useTranslate();
  return record ? <span>{translate(`console.promotions.kinds.${record.kind}`, { _: record.kind })}</span> : null;
}

function TitleField(_: { label?: string; sortable?: boolean }) {
  const record = useRecordContext<OperatorPromotion>();
  const [locale] = useLocaleState();
  if (!record) return null;
  return <span>{(record.texts[locale] ?? record.texts.en ?? Object.values(record.texts)[0])?.title ?? ''}</span>;
}

function EnabledField(_: { label?: string; sortable?: boolean }) {
  const record = useRecordContext<OperatorPromotion>();
  const translate = useTranslate();
  return record ? <span>{translate(record.enabled ? 'console.promotions.yes' : 'console.promotions.no')}</span> : null;
}

function StateField(_: { label?: string; sortable?: boolean }) {
  const record = useRecordContext<OperatorPromotion>();
  const translate = useTranslate();
  if (!record) return null;
  const state = promotionState(record);
  return <span data-state={state}>{translate(`console.promotions.states.${state}`)}</span>;
}

/** The copy of every language: title, terms (HTML, sanitised by the server as the site shows it) and banner. */
function TextsEditor({ texts, onChange }: { texts: Record<string, PromotionText>; onChange: (t: Record<string, PromotionText>) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [language, setLanguage] = useState<string>('en');
  const [preview, setPreview] = useState<{ title: string; content: string } | null>(null);
  const t = texts[language] ?? { title: '', terms: '' };
  const set = (patch: Partial<PromotionText>) => {
    setPreview(null);
    onChange({ ...texts, [language]: { ...t, ...patch } });
  };
  const pickLanguage = (l: string) => {
    setPreview(null);
    setLanguage(l);
  };
  // The server's sanitising of rich content (the same as for notices and for promotion terms), shown as the site does.
  const showPreview = async () => {
    try {
      setPreview(await api<{ title: string; content: string }>('POST', '/api/operator/content/notices/preview', { title: t.title, content: t.terms }));
    } catch (err) {
      notifyError(notify, err);
    }
  };
  return (
    <Box component="fieldset" sx={{ border: '1px solid #ccc', borderRadius: 1, display: 'grid', gap: 2, p: 2 }}>
      <legend>{translate('console.promotions.texts')}</legend>
      <MuiTextField select label={translate('console.promotions.language')} value={language} onChange={(e) => pickLanguage(e.target.value)} size="small">
        {LANGUAGES.map((l) => (
          <MenuItem key={l} value={l}>
            {translate(`console.promotions.languages.${l}`)}
          </MenuItem>
        ))}
      </MuiTextField>
      <MuiTextField label={translate('console.promotions.title')} value={t.title} onChange={(e) => set({ title: e.target.value })} size="small" slotProps={{ htmlInput: { maxLength: 120 } }} />
      <MuiTextField multiline minRows={5} label={translate('console.promotions.terms')} helperText={translate('console.promotions.terms_help')} value={t.terms} onChange={(e) => set({ terms: e.target.value })} />
      <MuiTextField label={translate('console.promotions.banner')} value={t.banner ?? ''} onChange={(e) => set({ banner: e.target.value })} size="small" slotProps={{ htmlInput: { maxLength: 500 } }} />
      <MuiButton variant="outlined" size="small" onClick={showPreview} disabled={!t.title.trim() || !t.terms.trim()} sx={{ justifySelf: 'start' }}>
        {translate('console.promotions.show_preview')}
      </MuiButton>
      {preview && (
        <Box data-testid="promotion-preview" sx={{ border: '1px solid #ccc', borderRadius: 2, p: 2, bgcolor: '#fff', '& img': { maxWidth: '100%', height: 'auto' } }}>
          <Typography component="h3" variant="h6" sx={{ mt: 0 }}>
            {preview.title}
          </Typography>
          <RichText html={preview.content} />
        </Box>
      )}
    </Box>
  );
}

/** The languages with a title (the others are left out: the site falls back to the brand's default language). */
const filledTexts = (texts: Record<string, PromotionText>) =>
  Object.fromEntries(
    Object.entries(texts)
      .filter(([, t]) => t.title.trim())
      .map(([l, t]) => [l, { title: t.title.trim(), terms: t.terms, ...(t.banner?.trim() ? { banner: t.banner.trim() } : {}) }]),
  );

function PromotionDialog({ record, onClose }: { record?: OperatorPromotion; onClose: () => void }) {
  const translate = useTranslate();
  const { busy, run, notify } = useConsoleAction();
  const money = useMoney();
  const now = new Date();
  const [code, setCode] = useState('');
  const [kind, setKind] = useState<PromotionKind>(record?.kind ?? 'free');
  const [draft, setDraft] = useState(() => ruleDraft(kind, record?.rule, money.digits));
  const initialRule = JSON.stringify(record ? ruleBody(record.kind, ruleDraft(record.kind, record.rule, money.digits), money.digits) : null);
  const pickKind = (k: PromotionKind) => {
    setKind(k);
    setDraft((d) => ({ ...d, period: ruleDraft(k, undefined, money.digits).period, wagerBase: k === 'deposit_match' ? d.wagerBase : 'bonus' }));
  };
  const [startsAt, setStartsAt] = useState(toLocalInput(record?.startsAt ?? now.toISOString()));
  const [endsAt, setEndsAt] = useState(toLocalInput(record?.endsAt ?? new Date(now.getTime() + 30 * 86_400_000).toISOString()));
  const [enabled, setEnabled] = useState(record?.enabled ?? true);
  const [texts, setTexts] = useState<Record<string, PromotionText>>(record?.texts ?? {});

  const save = () =>
    run(async () => {
      const common = { enabled, startsAt: fromLocalInput(startsAt), endsAt: fromLocalInput(endsAt), texts: filledTexts(texts) };
      const rule = ruleBody(kind, draft, money.digits);
      // An edit sends the rule only when it changed (the server merges it into the stored one and checks the result).
      const saved = record
        ? await api<OperatorPromotion>('PUT', `/api/operator/promotions/${record.id}`, JSON.stringify(rule) === initialRule ? common : { ...common, rule })
        : await api<OperatorPromotion>('POST', '/api/operator/promotions', { ...common, code, kind, rule });
      notify(record ? 'console.promotions.saved' : 'console.promotions.created', { type: 'success', messageArgs: { code: saved.code } });
      onClose();
    });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="promotion-dialog-title">
      <DialogTitle id="promotion-dialog-title">{record ? translate('console.promotions.edit_title', { code: record.code }) : translate('console.promotions.new_title')}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, pt: 1 }}>
          <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
            {!record && (
              <>
                <MuiTextField required label={translate('console.promotions.code')} value={code} onChange={(e) => setCode(e.target.value)} size="small" helperText={translate('console.promotions.code_help')} slotProps={{ htmlInput: { maxLength: 40 } }} />
                <MuiTextField select label={translate('console.promotions.kind')} value={kind} onChange={(e) => pickKind(e.target.value as PromotionKind)} size="small">
                  {PROMOTION_KINDS.map((k) => (
                    <MenuItem key={k} value={k}>
                      {translate(`console.promotions.kinds.${k}`)}
                    </MenuItem>
                  ))}
                </MuiTextField>
              </>
            )}
            <MuiTextField type="datetime-local" label={translate('console.promotions.starts')} value={startsAt} onChange={(e) => setStartsAt(e.target.value)} size="small" slotProps={{ inputLabel: { shrink: true } }} />
            <MuiTextField type="datetime-local" label={translate('console.promotions.ends')} value={endsAt} onChange={(e) => setEndsAt(e.target.value)} size="small" slotProps={{ inputLabel: { shrink: true } }} />
            <FormControlLabel control={<Switch checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />} label={translate('console.promotions.enabled')} />
            <RuleEditor kind={kind} draft={draft} onChange={setDraft} currency={money.currency} />
          </Box>
          <TextsEditor texts={texts} onChange={setTexts} />
        </Box>
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onClose}>{translate('console.banners.cancel')}</MuiButton>
        <MuiButton variant="contained" onClick={save} disabled={busy || (!record && !code)}>
          {translate('console.banners.save')}
        </MuiButton>
      </DialogActions>
    </Dialog>
  );
}

function RowActions(_: { label?: string }) {
  const record = useRecordContext<OperatorPromotion>();
  const [editing, setEditing] = useState(false);
  if (!record) return null;
  return (
    <>
      <Button label="console.promotions.edit" onClick={() => setEditing(true)} />
      {editing && <PromotionDialog record={record} onClose={() => setEditing(false)} />}
    </>
  );
}

function Actions() {
  const [adding, setAdding] = useState(false);
  return (
    <TopToolbar>
      <Button label="console.promotions.add" onClick={() => setAdding(true)} />
      {adding && <PromotionDialog onClose={() => setAdding(false)} />}
    </TopToolbar>
  );
}

/** Bonus cost per promotion, beside the list (reloaded with it). */
function CostReport() {
  const translate = useTranslate();
  const notify = useNotify();
  const money = useMoney();
  const { data } = useListContext();
  const [rows, setRows] = useState<CostRow[] | null>(null);
  useEffect(() => {
    api<{ list: CostRow[] }>('GET', '/api/operator/promotions/report').then(
      (a) => setRows(a.list),
      (err) => notifyError(notify, err),
    );
  }, [data, notify]);
  return (
    <Card component="section" aria-labelledby="promotion-cost-title" sx={{ ml: { md: 2 }, mt: { xs: 2, md: 8 }, minWidth: 320, alignSelf: 'flex-start' }}>
      <CardContent>
        <Typography id="promotion-cost-title" component="h2" variant="h6">
          {translate('console.promotions.report')}
        </Typography>
        <Table size="small" data-testid="promotion-cost">
          <TableHead>
            <TableRow>
              <TableCell>{translate('console.promotions.code')}</TableCell>
              <TableCell align="right">{translate('console.promotions.granted')}</TableCell>
              <TableCell align="right">{translate('console.promotions.removed')}</TableCell>
              <TableCell align="right">{translate('console.promotions.cost')}</TableCell>
              <TableCell align="right">{translate('console.promotions.active')}</TableCell>
              <TableCell align="right">{translate('console.promotions.applying')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(rows ?? []).map((r) => (
              <TableRow key={r.promotionId} data-code={r.code}>
                <TableCell>{r.code}</TableCell>
                <TableCell align="right">{money.format(r.granted)}</TableCell>
                <TableCell align="right">{money.format(r.removed)}</TableCell>
                <TableCell align="right" data-cost={r.cost}>
                  {money.format(r.cost)}
                </TableCell>
                <TableCell align="right">{r.active}</TableCell>
                <TableCell align="right">{r.applying}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}

export function PromotionList() {
  const mayChange = useMayChange('marketing');
  return (
    <List sx={listSx} actions={mayChange ? <Actions /> : false} aside={<CostReport />} sort={{ field: 'id', order: 'ASC' }} exporter={false} perPage={50}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="id" />
        <TextField source="code" />
        <TitleField label="resources.promotions.fields.title" sortable={false} />
        <KindField label="resources.promotions.fields.kind" sortable={false} />
        <DateField source="startsAt" showTime />
        <DateField source="endsAt" showTime />
        <EnabledField label="resources.promotions.fields.enabled" sortable={false} />
        <StateField label="resources.promotions.fields.state" sortable={false} />
        {mayChange && <RowActions label="" />}
      </Datagrid>
    </List>
  );
}

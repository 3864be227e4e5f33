// Small display pieces the screens share: amounts in the brand's currency (integer minor units from the API, formatted
// only here), translated statuses and roles, and a notification helper for the server's error keys.
import { Button as MuiButton, Chip, Dialog, DialogActions, DialogContent, DialogTitle, TextField as MuiTextField, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useLocaleState, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useBrand } from './layout';

export function MoneyField({ source }: { source: string; label?: string; sortable?: boolean }) {
  const record = useRecordContext();
  const brand = useBrand();
  const [locale] = useLocaleState();
  const minor = record?.[source];
  if (typeof minor !== 'number') return null;
  const digits = brand.data?.currency.minorDigits ?? 2;
  const amount = new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(minor / 10 ** digits);
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {brand.data?.currency.symbol ?? ''}
      {amount}
    </span>
  );
}

const STATUS_COLOUR: Record<string, 'default' | 'warning' | 'success' | 'error'> = { pending: 'warning', paid: 'success', failed: 'error', rejected: 'error', cancelled: 'default', locked: 'error', active: 'success' };

export function StatusField({ source }: { source: string; label?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const status = record?.[source];
  if (typeof status !== 'string') return null;
  return <Chip size="small" variant="outlined" color={STATUS_COLOUR[status] ?? 'default'} label={translate(`console.status.${status}`, { _: status })} />;
}

export function RolesField({ source }: { source: string; label?: string; sortable?: boolean }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const roles = record?.[source];
  if (!Array.isArray(roles)) return null;
  return <span>{roles.map((r: string) => translate(`console.roles.${r}`, { _: r })).join(', ')}</span>;
}

export function BrandsField({ source }: { source: string; label?: string; sortable?: boolean }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const brands = record?.[source];
  if (brands === '*') return <span>{translate('console.all_brands')}</span>;
  return Array.isArray(brands) ? <span>{brands.join(', ')}</span> : null;
}

/** Shows a refusal of the server (its err_ key, with the details it names) as a translated error notification. */
export function notifyError(notify: ReturnType<typeof useNotify>, err: unknown) {
  const e = err as { message?: string; body?: { details?: Record<string, unknown> } };
  const details = Object.fromEntries(Object.entries(e.body?.details ?? {}).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : v]));
  notify(e.message || 'err_system', { type: 'error', messageArgs: { _: e.message, ...details } });
}

/**
 * A change the operator makes from a screen: `busy` while it runs, the list refreshed when it is done, a refusal shown
 * as the server's message (notifyError); `after` runs either way (closing a confirmation, clearing a reason).
 */
export function useConsoleAction() {
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<unknown>, after?: () => void) => {
    setBusy(true);
    try {
      await work();
      refresh();
    } catch (err) {
      notifyError(notify, err);
    } finally {
      setBusy(false);
      after?.();
    }
  };
  return { busy, run, notify };
}

/**
 * A dialog asking one text before an action (a rejection's reason, a note, an optional remark with `min` 0):
 * submitted with at least `min` characters (trimmed), cleared once sent or closed. `danger` colours the submit button
 * as a refusal.
 */
export function ReasonDialog(props: {
  open: boolean;
  title: string;
  help?: ReactNode;
  label?: string;
  submit: string;
  danger?: boolean;
  min?: number;
  max?: number;
  busy: boolean;
  onClose: () => void;
  onSubmit: (text: string) => void;
}) {
  const { open, title, help, label = 'console.actions.reason', submit, danger = false, min = 1, max = 500, busy, onClose, onSubmit } = props;
  const translate = useTranslate();
  const [text, setText] = useState('');
  const [titleId] = useState(() => `reason-${Math.random().toString(36).slice(2)}`);
  const ready = text.trim().length >= min;
  const close = () => {
    setText('');
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!ready) return;
          onSubmit(text.trim());
          setText('');
        }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {help && (
            <Typography variant="body2" sx={{ mb: 2 }}>
              {help}
            </Typography>
          )}
          <MuiTextField label={translate(label)} value={text} onChange={(e) => setText(e.target.value.slice(0, max))} required={min > 0} fullWidth autoFocus multiline minRows={2} sx={{ mt: 1 }} />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={close}>{translate('ra.action.cancel')}</MuiButton>
          <MuiButton type="submit" color={danger ? 'error' : 'primary'} variant="contained" disabled={busy || !ready}>
            {translate(submit)}
          </MuiButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}

export const ROLE_CHOICES = ['owner', 'finance', 'support', 'marketing', 'compliance', 'readonly'].map((id) => ({ id, name: `console.roles.${id}` }));

/**
 * Lists fit the page on a tablet: a wide table scrolls sideways inside its card, never the page (the content column
 * may shrink below the table's width).
 */
export const listSx = { '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } } as const;

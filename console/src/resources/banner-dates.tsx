// Banners' dates (issue 19 item 2): the site shows a banner only from its start until its end (server
// content/banner-admin.ts). The banner dialog edits them in the operator's own time zone; the list shows them.
import { Box, TextField } from '@mui/material';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import type { OperatorBanner } from '../../../schema/api/content';
import { fromLocalInput, toLocalInput } from './settings-section';

/** The dates' state for the dialog and the part of a create or change body they make (only what changed). */
export function useBannerDates(record?: OperatorBanner) {
  const [from, setFrom] = useState(toLocalInput(record?.activeFrom));
  const [until, setUntil] = useState(toLocalInput(record?.activeUntil));
  const body = () => {
    const activeFrom = fromLocalInput(from);
    const activeUntil = fromLocalInput(until);
    if (!record) return { activeFrom, activeUntil };
    return {
      ...(from !== toLocalInput(record.activeFrom) ? { activeFrom } : {}),
      ...(until !== toLocalInput(record.activeUntil) ? { activeUntil } : {}),
    };
  };
  return { from, setFrom, until, setUntil, body };
}

export function BannerDatesInputs({ dates }: { dates: ReturnType<typeof useBannerDates> }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
      <TextField type="datetime-local" size="small" label={translate('console.banners.active_from')} helperText={translate('console.banners.active_from_help')} value={dates.from} onChange={(e) => dates.setFrom(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
      <TextField type="datetime-local" size="small" label={translate('console.banners.active_until')} helperText={translate('console.banners.active_until_help')} value={dates.until} onChange={(e) => dates.setUntil(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
    </Box>
  );
}

/** "always", "from …", "until …" or "from … until …". */
export function BannerDatesField(_: { label?: string; sortable?: boolean }) {
  const record = useRecordContext<OperatorBanner>();
  const translate = useTranslate();
  if (!record) return null;
  const at = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'short', timeStyle: 'short' });
  const parts = [record.activeFrom && translate('console.banners.from_date', { at: at(record.activeFrom) }), record.activeUntil && translate('console.banners.until_date', { at: at(record.activeUntil) })].filter(Boolean);
  return <span style={{ whiteSpace: 'nowrap' }}>{parts.length ? parts.join(' ') : translate('console.banners.always')}</span>;
}

// The compliance screens (issue 20 items 3-5 on the console, server/modules/compliance/operator-routes.ts): the review
// alerts queue (filter; record an outcome, which closes the alert), the time-outs and self-exclusions, and the identity
// documents queue (see the uploaded file, approve it or reject it with a reason the player sees). Everyone reads; the
// server lets compliance (and owner) decide, and only they see the buttons. The console's CSP allows images only from
// itself and data: URLs, so a document is fetched with the operator's session and shown as a data: URL.
import { Box, Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField as MuiTextField } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { Button, Datagrid, DateField, FunctionField, List, SelectInput, TextField, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { api, fileDataUrl } from '../api';
import { useMayChange } from '../auth-provider';
import { listSx, useConsoleAction } from '../fields';
import { LabelField } from './agents';

const OUTCOMES = ['no_action', 'contacted', 'limited', 'closed_account', 'reported'] as const;
const DOC_STATUSES = ['pending', 'verified', 'rejected'] as const;

// ---- Alerts ----

function DecideAlert(_: { label?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const { busy, run, notify } = useConsoleAction();
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<string>('no_action');
  const [note, setNote] = useState('');
  if (!record || record.status !== 'open') return null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run(
      async () => {
        await api('POST', `/api/operator/compliance/alerts/${record.id}/decide`, { outcome, ...(note.trim() ? { note: note.trim() } : {}) });
        notify('console.compliance.decided', { type: 'success', messageArgs: { id: record.id } });
      },
      () => setOpen(false),
    );
  };
  return (
    <>
      <Button label="console.compliance.decide" disabled={busy} onClick={() => setOpen(true)} />
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby={`alert-${record.id}-title`}>
        <form onSubmit={submit}>
          <DialogTitle id={`alert-${record.id}-title`}>{translate('console.compliance.decide_title', { id: record.id })}</DialogTitle>
          <DialogContent>
            <MuiTextField select label={translate('console.compliance.outcome')} value={outcome} onChange={(e) => setOutcome(e.target.value)} fullWidth sx={{ mt: 1, mb: 2 }}>
              {OUTCOMES.map((o) => (
                <MenuItem key={o} value={o}>
                  {translate(`console.compliance.outcomes.${o}`)}
                </MenuItem>
              ))}
            </MuiTextField>
            <MuiTextField label={translate('console.compliance.note')} value={note} onChange={(e) => setNote(e.target.value.slice(0, 500))} fullWidth multiline minRows={2} />
          </DialogContent>
          <DialogActions>
            <MuiButton onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</MuiButton>
            <MuiButton type="submit" variant="contained" disabled={busy}>
              {translate('console.compliance.decide')}
            </MuiButton>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}

const alertFilters = [
  <SelectInput key="status" source="status" choices={['open', 'closed'].map((id) => ({ id, name: `console.compliance.alert_statuses.${id}` }))} alwaysOn emptyText="console.status.all" />,
  <TextInput key="rule" source="rule" alwaysOn />,
  <TextInput key="username" source="username" alwaysOn />,
];

export function ComplianceAlertList() {
  const decides = useMayChange('compliance');
  return (
    <List empty={false} sx={listSx} actions={false} filters={alertFilters} filterDefaultValues={{ status: 'open' }} sort={{ field: 'id', order: 'DESC' }} exporter={false} perPage={25}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="id" />
        <TextField source="rule" />
        <TextField source="username" emptyText="-" />
        <FunctionField source="detail" sortable={false} render={(r) => <code style={{ fontSize: 12 }}>{JSON.stringify(r.detail ?? {})}</code>} />
        <LabelField source="status" prefix="console.compliance.alert_statuses" />
        <LabelField source="outcome" prefix="console.compliance.outcomes" />
        <TextField source="note" emptyText="-" />
        <TextField source="decidedBy" emptyText="-" />
        <DateField source="createdAt" showTime />
        {decides && <DecideAlert label="" />}
      </Datagrid>
    </List>
  );
}

// ---- Self-exclusions ----

export function SelfExclusionList() {
  const translate = useTranslate();
  return (
    <List empty={false} sx={listSx} actions={false} filters={[<TextInput key="memberId" source="memberId" alwaysOn />]} sort={{ field: 'id', order: 'DESC' }} exporter={false} perPage={25}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="id" />
        <TextField source="memberId" />
        <LabelField source="kind" prefix="console.compliance.exclusion_kinds" />
        <TextField source="duration" />
        <DateField source="startsAt" showTime />
        <FunctionField source="until" render={(r) => (r.until ? new Date(r.until).toLocaleString() : translate('console.compliance.forever'))} />
      </Datagrid>
    </List>
  );
}

// ---- Identity documents ----


function DocumentFile({ id, name, mime, onClose }: { id: number; name: string; mime: string; onClose: () => void }) {
  const translate = useTranslate();
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    fileDataUrl(`/api/operator/kyc/documents/${id}/file`).then(
      (s) => live && setSrc(s),
      () => live && setSrc(null),
    );
    return () => {
      live = false;
    };
  }, [id]);
  const title = translate('console.compliance.file_title', { id, name });
  return (
    <Dialog open onClose={onClose} maxWidth="md" aria-labelledby={`kyc-file-${id}`}>
      <DialogTitle id={`kyc-file-${id}`}>{title}</DialogTitle>
      <DialogContent>
        {src && mime.startsWith('image/') && <img src={src} alt={translate('console.compliance.file_alt', { id })} data-testid="kyc-file" style={{ maxWidth: '100%', maxHeight: '70vh' }} />}
        {src && (
          <Box sx={{ mt: 1 }}>
            <a href={src} download={`kyc-document-${id}${mime === 'application/pdf' ? '.pdf' : ''}`}>
              {translate('console.compliance.download')}
            </a>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onClose}>{translate('console.compliance.close')}</MuiButton>
      </DialogActions>
    </Dialog>
  );
}

function ViewFile(_: { label?: string }) {
  const record = useRecordContext();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  return (
    <>
      <Button label="console.compliance.view_file" onClick={() => setOpen(true)} />
      {open && <DocumentFile id={Number(record.id)} name={String(record.username ?? record.memberId)} mime={String(record.mime)} onClose={() => setOpen(false)} />}
    </>
  );
}

function ReviewDocument(_: { label?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const { busy, run, notify } = useConsoleAction();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  if (!record || record.status !== 'pending') return null;
  const review = (decision: 'verified' | 'rejected') =>
    run(
      async () => {
        await api('POST', `/api/operator/kyc/documents/${record.id}/review`, decision === 'verified' ? { decision } : { decision, reason: reason.trim() });
        notify(decision === 'verified' ? 'console.compliance.verified' : 'console.compliance.rejected', { type: 'success', messageArgs: { id: record.id } });
      },
      () => {
        setRejecting(false);
        setReason('');
      },
    );
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      <Button label="console.compliance.verify" disabled={busy} onClick={() => review('verified')} />
      <Button label="console.compliance.reject" color="error" disabled={busy} onClick={() => setRejecting(true)} />
      <Dialog open={rejecting} onClose={() => setRejecting(false)} fullWidth maxWidth="sm" aria-labelledby={`kyc-reject-${record.id}`}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (reason.trim()) void review('rejected');
          }}
        >
          <DialogTitle id={`kyc-reject-${record.id}`}>{translate('console.compliance.reject_title', { id: record.id })}</DialogTitle>
          <DialogContent>
            <MuiTextField label={translate('console.compliance.reason')} value={reason} onChange={(e) => setReason(e.target.value.slice(0, 300))} required fullWidth autoFocus multiline minRows={2} sx={{ mt: 1 }} />
          </DialogContent>
          <DialogActions>
            <MuiButton onClick={() => setRejecting(false)}>{translate('ra.action.cancel')}</MuiButton>
            <MuiButton type="submit" color="error" variant="contained" disabled={busy || !reason.trim()}>
              {translate('console.compliance.reject')}
            </MuiButton>
          </DialogActions>
        </form>
      </Dialog>
    </span>
  );
}

const documentFilters = [
  <SelectInput key="status" source="status" choices={DOC_STATUSES.map((id) => ({ id, name: `console.compliance.doc_statuses.${id}` }))} alwaysOn emptyText="console.status.all" />,
  <TextInput key="username" source="username" alwaysOn />,
];

export function KycDocumentList() {
  const decides = useMayChange('compliance');
  return (
    <List empty={false} sx={listSx} actions={false} filters={documentFilters} filterDefaultValues={{ status: 'pending' }} sort={{ field: 'id', order: 'DESC' }} exporter={false} perPage={25}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="id" />
        <TextField source="username" emptyText="-" />
        <LabelField source="kind" prefix="console.compliance.doc_kinds" />
        <TextField source="mime" />
        <TextField source="size" />
        <LabelField source="status" prefix="console.compliance.doc_statuses" />
        <TextField source="reason" emptyText="-" />
        <DateField source="createdAt" showTime />
        <DateField source="reviewedAt" showTime emptyText="-" />
        <ViewFile label="" />
        {decides && <ReviewDocument label="" />}
      </Datagrid>
    </List>
  );
}


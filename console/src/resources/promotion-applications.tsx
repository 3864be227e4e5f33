// Activity applications (issue 18 item 8, spec §3): players' applications for the brand's application promotions,
// newest first, filtered by status, paged by the server (15 a page), with the player's comment and images. Marketing
// (and owner) approve one (its bonus is paid: the promotion's amount, or another amount the operator types, through the
// ledger once whatever the clicks) or reject it with a reason. The console's CSP allows images only from itself and
// data: URLs, so each image is fetched with the operator's session and shown as a data: URL.
import { Box, Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle, TextField as MuiTextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { Button, Datagrid, DateField, List, SelectInput, TextField, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { api, fileDataUrl } from '../api';
import { useMayChange } from '../auth-provider';
import { listSx, ReasonDialog, useConsoleAction } from '../fields';
import { useMoney } from './promotions';

const STATUSES = ['applying', 'rejected', 'active', 'completed', 'issued', 'forfeited', 'expired'] as const;

interface ApplicationImage {
  id: number;
  mime: string;
  size: number;
  url: string;
}
interface Application extends RaRecord {
  id: number;
  memberId: number;
  promotion: string;
  status: string;
  comment: string | null;
  decision: string | null;
  bonus: number;
  images: ApplicationImage[];
}


function ApplicationImg({ image, n, applicationId }: { image: ApplicationImage; n: number; applicationId: number }) {
  const translate = useTranslate();
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    fileDataUrl(image.url).then(
      (s) => live && setSrc(s),
      () => live && setSrc(null),
    );
    return () => {
      live = false;
    };
  }, [image.url]);
  if (!src) return null;
  const alt = translate('console.applications.image_alt', { n, id: applicationId });
  return (
    <a href={src} target="_blank" rel="noreferrer" download={`application-${applicationId}-${n}`}>
      <img src={src} alt={alt} style={{ height: 48, maxWidth: 96, objectFit: 'cover', marginRight: 4, verticalAlign: 'middle' }} />
    </a>
  );
}

function ImagesField(_: { label?: string; sortable?: boolean }) {
  const record = useRecordContext<Application>();
  if (!record) return null;
  return (
    <Box sx={{ whiteSpace: 'nowrap' }}>
      {record.images.map((img, i) => (
        <ApplicationImg key={img.id} image={img} n={i + 1} applicationId={record.id} />
      ))}
    </Box>
  );
}

function BonusField(_: { label?: string; sortable?: boolean }) {
  const record = useRecordContext<Application>();
  const money = useMoney();
  if (!record || record.status === 'applying' || record.status === 'rejected') return null;
  return <span style={{ whiteSpace: 'nowrap' }}>{money.format(record.bonus)}</span>;
}

function DecideActions(_: { label?: string }) {
  const record = useRecordContext<Application>();
  const translate = useTranslate();
  const { busy, run, notify } = useConsoleAction();
  const [rejecting, setRejecting] = useState(false);
  const [other, setOther] = useState(false);
  const [amount, setAmount] = useState('');
  const money = useMoney();
  if (!record || record.status !== 'applying') return null;
  /** Approve (with another amount: `minor`) or reject with a reason. */
  const decide = (approve: boolean, minor?: number, reason?: string) =>
    run(
      async () => {
        const body = approve ? (minor === undefined ? {} : { amount: minor }) : { reason };
        const claim = await api<{ bonus: number }>('POST', `/api/operator/promotions/applications/${record.id}/${approve ? 'approve' : 'reject'}`, body);
        if (minor !== undefined) notify('console.applications.approved_amount', { type: 'success', messageArgs: { id: record.id, amount: money.format(claim.bonus) } });
        else notify(approve ? 'console.applications.approved' : 'console.applications.rejected', { type: 'success', messageArgs: { id: record.id } });
        setRejecting(false);
        setOther(false);
      },
    );
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      <Button label="console.applications.approve" disabled={busy} onClick={() => decide(true)} />
      <Button label="console.applications.approve_amount" disabled={busy} onClick={() => setOther(true)} />
      <Button label="console.applications.reject" color="error" disabled={busy} onClick={() => setRejecting(true)} />
      <ReasonDialog
        open={rejecting}
        title={translate('console.applications.reject_title', { id: record.id })}
        label="console.applications.reason"
        submit="console.applications.reject"
        danger
        max={200}
        busy={busy}
        onClose={() => setRejecting(false)}
        onSubmit={(reason) => void decide(false, undefined, reason)}
      />
      {other && (
        <Dialog open onClose={() => setOther(false)} fullWidth maxWidth="sm" aria-labelledby="application-amount-title">
          <DialogTitle id="application-amount-title">{translate('console.applications.approve_amount_title', { id: record.id })}</DialogTitle>
          <DialogContent>
            <MuiTextField
              autoFocus
              required
              fullWidth
              type="number"
              label={`${translate('console.applications.amount')} (${money.currency})`}
              helperText={translate('console.applications.amount_help')}
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              sx={{ mt: 1 }}
              slotProps={{ htmlInput: { min: 0, step: 'any' } }}
            />
          </DialogContent>
          <DialogActions>
            <MuiButton onClick={() => setOther(false)}>{translate('console.banners.cancel')}</MuiButton>
            <MuiButton variant="contained" disabled={busy || amount.trim() === ''} onClick={() => decide(true, Math.round(Number(amount) * 10 ** money.digits))}>
              {translate('console.applications.approve')}
            </MuiButton>
          </DialogActions>
        </Dialog>
      )}
    </span>
  );
}

function StatusFilter(props: { source: string; alwaysOn?: boolean }) {
  const translate = useTranslate();
  return <SelectInput {...props} choices={STATUSES.map((s) => ({ id: s, name: translate(`console.applications.statuses.${s}`) }))} translateChoice={false} emptyText="console.status.all" />;
}

function ApplicationStatusField(_: { label?: string; sortable?: boolean }) {
  const record = useRecordContext<Application>();
  const translate = useTranslate();
  if (!record) return null;
  return <span data-status={record.status}>{translate(`console.applications.statuses.${record.status}`, { _: record.status })}</span>;
}

export function PromotionApplicationList() {
  const mayChange = useMayChange('marketing');
  return (
    <List sx={listSx} filters={[<StatusFilter key="status" source="status" alwaysOn />]} filterDefaultValues={{ status: 'applying' }} sort={{ field: 'id', order: 'DESC' }} exporter={false} perPage={15} actions={false}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="id" />
        <TextField source="promotion" />
        <TextField source="memberId" />
        <TextField source="comment" />
        <ImagesField label="resources.promotion_applications.fields.images" sortable={false} />
        <ApplicationStatusField label="resources.promotion_applications.fields.status" sortable={false} />
        <BonusField label="resources.promotion_applications.fields.bonus" sortable={false} />
        <TextField source="decision" />
        <DateField source="createdAt" showTime />
        {mayChange && <DecideActions label="" />}
      </Datagrid>
    </List>
  );
}


// Feedback tickets (issue 19 item 2; the member centre's feedback, issue 15 item 8): the picked brand's tickets by
// status; a ticket shows the player's text, remarks and images, and the reply. Support (and owner) answer it (the
// player sees the answer on the ticket and in the inbox) and close it; the other roles look.
import { Box, Button as MuiButton, Card, CardContent, Chip, TextField as MuiTextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import {
  Datagrid,
  DateField,
  List,
  SelectInput,
  Show,
  TextField,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { api, fileDataUrl } from '../api';
import { useMayChange } from '../auth-provider';
import { listSx, notifyError } from '../fields';

const STATUSES = ['open', 'replied', 'closed'] as const;
type Status = (typeof STATUSES)[number];
const COLOUR: Record<Status, 'warning' | 'success' | 'default'> = { open: 'warning', replied: 'success', closed: 'default' };

interface Ticket {
  id: number;
  username: string | null;
  questionType: string;
  content: string;
  remarks: string;
  status: Status;
  reply: string | null;
  repliedAt: string | null;
  repliedBy: string | null;
  closedAt: string | null;
  createdAt: string;
  images: { id: number; mime: string; size: number; url: string }[];
}

function TicketStatusField(_: { label?: string; sortable?: boolean }) {
  const record = useRecordContext<Ticket>();
  const translate = useTranslate();
  if (!record) return null;
  return <Chip size="small" variant="outlined" color={COLOUR[record.status]} label={translate(`console.feedback.statuses.${record.status}`)} />;
}

function QuestionTypeField(_: { label?: string; sortable?: boolean }) {
  const record = useRecordContext<Ticket>();
  const translate = useTranslate();
  return record ? <span>{translate(`console.feedback.types.${record.questionType}`, { _: record.questionType })}</span> : null;
}

function StatusFilter(props: { source: string; alwaysOn?: boolean }) {
  const translate = useTranslate();
  return <SelectInput {...props} choices={STATUSES.map((s) => ({ id: s, name: translate(`console.feedback.statuses.${s}`) }))} translateChoice={false} emptyText="console.status.all" />;
}

export function FeedbackList() {
  return (
    <List sx={listSx} empty={false} filters={[<StatusFilter key="status" source="status" alwaysOn />]} sort={{ field: 'id', order: 'DESC' }} exporter={false} perPage={25}>
      <Datagrid bulkActionButtons={false} rowClick="show">
        <TextField source="id" />
        <TextField source="username" emptyText="—" />
        <QuestionTypeField label="resources.feedback.fields.questionType" sortable={false} />
        <TicketStatusField label="resources.feedback.fields.status" sortable={false} />
        <DateField source="createdAt" showTime />
        <TextField source="repliedBy" emptyText="—" />
      </Datagrid>
    </List>
  );
}

/**
 * A ticket's image: fetched with the session and the picked brand (an <img> could not send the brand header) and shown
 * as a data: URL (the console's CSP allows images from itself and data:, not blob:).
 */
function TicketImage({ url, alt }: { url: string; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    fileDataUrl(url).then(
      (data) => live && setSrc(data),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [url]);
  return src ? <Box component="img" src={src} alt={alt} sx={{ maxWidth: 240, maxHeight: 240, border: '1px solid #ccc', borderRadius: 1 }} /> : null;
}

function TicketThread() {
  const record = useRecordContext<Ticket>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const mayAnswer = useMayChange('support');
  const [reply, setReply] = useState('');
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const act = async (path: string, body: unknown, done: string) => {
    setBusy(true);
    try {
      await api('POST', path, body);
      notify(done, { type: 'success', messageArgs: { id: record.id } });
      setReply('');
      refresh();
    } catch (err) {
      notifyError(notify, err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box sx={{ display: 'grid', gap: 2, p: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="h2" variant="h6">
          {translate('console.feedback.ticket_title', { id: record.id, username: record.username ?? '—' })}
        </Typography>
        <TicketStatusField />
      </Box>
      <Card variant="outlined" component="section" aria-label={translate('console.feedback.from_player')}>
        <CardContent>
          <Typography variant="caption" component="p" color="text.secondary">
            {translate('console.feedback.player_wrote', { type: translate(`console.feedback.types.${record.questionType}`, { _: record.questionType }), at: new Date(record.createdAt).toLocaleString() })}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap' }} data-testid="ticket-content">
            {record.content}
          </Typography>
          {record.remarks && (
            <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>
              {translate('console.feedback.remarks')}: {record.remarks}
            </Typography>
          )}
          {record.images.length > 0 && (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
              {record.images.map((img, i) => (
                <TicketImage key={img.id} url={img.url} alt={translate('console.feedback.image_alt', { n: i + 1 })} />
              ))}
            </Box>
          )}
        </CardContent>
      </Card>
      {record.reply && (
        <Card variant="outlined" component="section" aria-label={translate('console.feedback.our_reply')} sx={{ ml: { sm: 4 } }}>
          <CardContent>
            <Typography variant="caption" component="p" color="text.secondary">
              {translate('console.feedback.replied_by', { name: record.repliedBy ?? '—', at: record.repliedAt ? new Date(record.repliedAt).toLocaleString() : '' })}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap' }} data-testid="ticket-reply">
              {record.reply}
            </Typography>
          </CardContent>
        </Card>
      )}
      {record.closedAt && <Typography variant="body2">{translate('console.feedback.closed_at', { at: new Date(record.closedAt).toLocaleString() })}</Typography>}
      {mayAnswer && record.status === 'open' && (
        <Box sx={{ display: 'grid', gap: 1, maxWidth: 720 }}>
          <MuiTextField multiline minRows={3} label={translate('console.feedback.reply')} value={reply} onChange={(e) => setReply(e.target.value)} slotProps={{ htmlInput: { maxLength: 2000 } }} />
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <MuiButton variant="contained" disabled={busy || !reply.trim()} onClick={() => void act(`/api/operator/content/feedback/${record.id}/reply`, { reply: reply.trim() }, 'console.feedback.replied')}>
              {translate('console.feedback.send_reply')}
            </MuiButton>
            <MuiButton disabled={busy || !reply.trim()} onClick={() => void act(`/api/operator/content/feedback/${record.id}/reply`, { reply: reply.trim(), close: true }, 'console.feedback.replied_closed')}>
              {translate('console.feedback.send_and_close')}
            </MuiButton>
          </Box>
        </Box>
      )}
      {mayAnswer && record.status !== 'closed' && (
        <Box>
          <MuiButton color="secondary" variant="outlined" disabled={busy} onClick={() => void act(`/api/operator/content/feedback/${record.id}/close`, undefined, 'console.feedback.closed')}>
            {translate('console.feedback.close')}
          </MuiButton>
        </Box>
      )}
    </Box>
  );
}

export function FeedbackShow() {
  return (
    <Show actions={false}>
      <TicketThread />
    </Show>
  );
}

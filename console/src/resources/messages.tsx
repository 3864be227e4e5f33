// Messages to players (issue 19 item 2; the member centre's inbox, issue 15 item 7): what operators sent to the picked
// brand's members (to one member, broadcasts, feedback replies) with how many read each; support sends to one member by
// username, marketing broadcasts to every member. Both land in the player's inbox (content is HTML, sanitised by the
// server as the site shows it).
import { Box, Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle, TextField as MuiTextField } from '@mui/material';
import { useState } from 'react';
import { Button, Datagrid, DateField, List, NumberField, SelectInput, TextField, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { api } from '../api';
import { useMayChange } from '../auth-provider';
import { listSx, useConsoleAction } from '../fields';

type Audience = 'member' | 'broadcast';

function AudienceField(_: { label?: string; sortable?: boolean }) {
  const record = useRecordContext<{ id: number; audience: Audience; feedbackId: number | null }>();
  const translate = useTranslate();
  if (!record) return null;
  return <span>{translate(record.feedbackId ? 'console.messages.audiences.reply' : `console.messages.audiences.${record.audience}`, { id: record.feedbackId })}</span>;
}

function SendDialog({ audience, onClose }: { audience: Audience; onClose: () => void }) {
  const translate = useTranslate();
  const { busy, run, notify } = useConsoleAction();
  const [username, setUsername] = useState('');
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const ready = !!title.trim() && !!content.trim() && (audience === 'broadcast' || !!username.trim());
  const send = () =>
    run(async () => {
      if (audience === 'member') await api('POST', '/api/operator/content/messages', { username: username.trim(), title, content });
      else await api('POST', '/api/operator/content/broadcasts', { title, content });
      notify(audience === 'member' ? 'console.messages.sent_member' : 'console.messages.sent_broadcast', { type: 'success', messageArgs: { username: username.trim() } });
      onClose();
    });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="send-dialog-title">
      <DialogTitle id="send-dialog-title">{translate(audience === 'member' ? 'console.messages.to_member_title' : 'console.messages.broadcast_title')}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
          {audience === 'member' && (
            <MuiTextField required size="small" label={translate('console.messages.username')} value={username} onChange={(e) => setUsername(e.target.value)} slotProps={{ htmlInput: { maxLength: 64 } }} />
          )}
          {audience === 'broadcast' && <Box sx={{ typography: 'body2' }}>{translate('console.messages.broadcast_help')}</Box>}
          <MuiTextField required size="small" label={translate('console.messages.title')} value={title} onChange={(e) => setTitle(e.target.value)} slotProps={{ htmlInput: { maxLength: 200 } }} />
          <MuiTextField required multiline minRows={5} label={translate('console.messages.content')} helperText={translate('console.notices.content_help')} value={content} onChange={(e) => setContent(e.target.value)} />
        </Box>
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onClose}>{translate('console.banners.cancel')}</MuiButton>
        <MuiButton variant="contained" onClick={send} disabled={busy || !ready}>
          {translate('console.messages.send')}
        </MuiButton>
      </DialogActions>
    </Dialog>
  );
}

function Actions() {
  const mayWrite = useMayChange('support');
  const mayBroadcast = useMayChange('marketing');
  const [open, setOpen] = useState<Audience | null>(null);
  return (
    <TopToolbar>
      {mayWrite && <Button label="console.messages.to_member" onClick={() => setOpen('member')} />}
      {mayBroadcast && <Button label="console.messages.broadcast" onClick={() => setOpen('broadcast')} />}
      {open && <SendDialog audience={open} onClose={() => setOpen(null)} />}
    </TopToolbar>
  );
}

function AudienceFilter(props: { source: string; alwaysOn?: boolean }) {
  const translate = useTranslate();
  return <SelectInput {...props} choices={(['member', 'broadcast'] as const).map((a) => ({ id: a, name: translate(`console.messages.audiences.${a}`) }))} translateChoice={false} emptyText="console.status.all" />;
}

export function MessageList() {
  return (
    <List sx={listSx} empty={false} actions={<Actions />} filters={[<AudienceFilter key="audience" source="audience" alwaysOn />]} sort={{ field: 'id', order: 'DESC' }} exporter={false} perPage={25}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="id" />
        <AudienceField label="resources.messages.fields.audience" sortable={false} />
        <TextField source="username" emptyText="—" />
        <TextField source="title" />
        <TextField source="sentBy" />
        <DateField source="createdAt" showTime />
        <NumberField source="readCount" />
      </Datagrid>
    </List>
  );
}

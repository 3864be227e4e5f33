// Notices and popups (issue 19 item 2; spec §3 Notice, notice response): the picked brand's player notices, popups
// and promotion notices of every language. Marketing and owner add, change and remove them; every role may look.
// The preview is the server's sanitised answer (content/sanitize.ts, as players get it) shown through the site's own
// RichText (DOMPurify again, as the site does), in a box like the site's notice window.
import { Box, Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField as MuiTextField, Typography } from '@mui/material';
import { useState } from 'react';
import {
  Button,
  Confirm,
  Datagrid,
  DateField,
  List,
  SelectInput,
  TextField,
  TopToolbar,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { RichText } from '../../../runtime/features/content/components/rich-text';
import { NOTICE_KINDS, type OperatorNotice } from '../../../schema/api/content';
import { api } from '../api';
import { useMayChange } from '../auth-provider';
import { listSx, notifyError } from '../fields';

const LANGUAGES = ['ms', 'en', 'zh'] as const;

function KindField(_: { label?: string; sortable?: boolean }) {
  const record = useRecordContext<OperatorNotice & RaRecord>();
  const translate = useTranslate();
  return record ? <span>{translate(`console.notices.kinds.${record.kind}`)}</span> : null;
}

/** Add a notice (no record) or change one; the preview shows it as the site will. */
function NoticeDialog({ record, onClose }: { record?: OperatorNotice; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [kind, setKind] = useState<string>(record?.kind ?? 'popup');
  const [language, setLanguage] = useState<string>(record?.language ?? 'en');
  const [title, setTitle] = useState(record?.title ?? '');
  const [content, setContent] = useState(record?.content ?? '');
  const [sortOrder, setSortOrder] = useState(String(record?.sortOrder ?? 0));
  const [preview, setPreview] = useState<{ title: string; content: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const showPreview = async () => {
    try {
      setPreview(await api<{ title: string; content: string }>('POST', '/api/operator/content/notices/preview', { title, content }));
    } catch (err) {
      notifyError(notify, err);
    }
  };

  const save = async () => {
    setBusy(true);
    const body = { kind, language, title, content, sortOrder: Number(sortOrder) || 0 };
    try {
      const saved = record
        ? await api<OperatorNotice>('PATCH', `/api/operator/content/notices/${record.id}`, body)
        : await api<OperatorNotice>('POST', '/api/operator/content/notices', body);
      notify(record ? 'console.notices.saved' : 'console.notices.created', { type: 'success', messageArgs: { id: saved.id } });
      refresh();
      onClose();
    } catch (err) {
      notifyError(notify, err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="notice-dialog-title">
      <DialogTitle id="notice-dialog-title">{record ? translate('console.notices.edit_title', { id: record.id }) : translate('console.notices.new_title')}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, pt: 1 }}>
          <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
            <MuiTextField select label={translate('console.notices.kind')} value={kind} onChange={(e) => setKind(e.target.value)} size="small">
              {NOTICE_KINDS.map((k) => (
                <MenuItem key={k} value={k}>
                  {translate(`console.notices.kinds.${k}`)}
                </MenuItem>
              ))}
            </MuiTextField>
            <MuiTextField select label={translate('console.notices.language')} value={language} onChange={(e) => setLanguage(e.target.value)} size="small">
              {LANGUAGES.map((l) => (
                <MenuItem key={l} value={l}>
                  {l}
                </MenuItem>
              ))}
            </MuiTextField>
            <MuiTextField required label={translate('console.notices.title')} value={title} onChange={(e) => setTitle(e.target.value)} size="small" slotProps={{ htmlInput: { maxLength: 200 } }} />
            <MuiTextField required multiline minRows={6} label={translate('console.notices.content')} helperText={translate('console.notices.content_help')} value={content} onChange={(e) => setContent(e.target.value)} />
            <MuiTextField type="number" label={translate('console.notices.order')} value={sortOrder} onChange={(e) => setSortOrder(e.target.value)} size="small" slotProps={{ htmlInput: { min: 0, max: 9999 } }} />
          </Box>
          <Box component="section" aria-labelledby="notice-preview-title">
            <Typography id="notice-preview-title" variant="subtitle2" sx={{ mb: 1 }}>
              {translate('console.notices.preview')}
            </Typography>
            <MuiButton variant="outlined" size="small" onClick={showPreview} disabled={!title || !content} sx={{ mb: 1 }}>
              {translate('console.notices.show_preview')}
            </MuiButton>
            {preview && (
              <Box data-testid="notice-preview" sx={{ border: '1px solid #ccc', borderRadius: 2, p: 2, bgcolor: '#fff', '& img': { maxWidth: '100%', height: 'auto' } }}>
                <Typography component="h3" variant="h6" sx={{ mt: 0 }}>
                  {preview.title}
                </Typography>
                <RichText html={preview.content} />
              </Box>
            )}
          </Box>
        </Box>
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onClose}>{translate('console.banners.cancel')}</MuiButton>
        <MuiButton variant="contained" onClick={save} disabled={busy || !title || !content}>
          {translate('console.banners.save')}
        </MuiButton>
      </DialogActions>
    </Dialog>
  );
}

function RowActions(_: { label?: string }) {
  const record = useRecordContext<OperatorNotice & RaRecord>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const remove = async () => {
    setBusy(true);
    try {
      await api('DELETE', `/api/operator/content/notices/${record.id}`);
      notify('console.notices.removed', { type: 'success', messageArgs: { id: record.id } });
      refresh();
    } catch (err) {
      notifyError(notify, err);
    } finally {
      setBusy(false);
      setRemoving(false);
    }
  };
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      <Button label="console.notices.edit" disabled={busy} onClick={() => setEditing(true)} />
      <Button label="console.banners.remove" color="error" disabled={busy} onClick={() => setRemoving(true)} />
      {editing && <NoticeDialog record={record} onClose={() => setEditing(false)} />}
      <Confirm
        isOpen={removing}
        loading={busy}
        title="console.notices.remove_title"
        titleTranslateOptions={{ id: record.id }}
        content="console.notices.remove_help"
        confirm="console.banners.remove"
        onConfirm={remove}
        onClose={() => setRemoving(false)}
      />
    </span>
  );
}

function Actions() {
  const [adding, setAdding] = useState(false);
  return (
    <TopToolbar>
      <Button label="console.notices.add" onClick={() => setAdding(true)} />
      {adding && <NoticeDialog onClose={() => setAdding(false)} />}
    </TopToolbar>
  );
}

function KindFilter(props: { source: string; alwaysOn?: boolean }) {
  const translate = useTranslate();
  return <SelectInput {...props} choices={NOTICE_KINDS.map((k) => ({ id: k, name: translate(`console.notices.kinds.${k}`) }))} translateChoice={false} emptyText="console.status.all" />;
}

function LanguageFilter(props: { source: string; alwaysOn?: boolean }) {
  return <SelectInput {...props} choices={LANGUAGES.map((l) => ({ id: l, name: l }))} translateChoice={false} emptyText="console.status.all" />;
}

export function NoticeList() {
  const mayChange = useMayChange('marketing');
  return (
    <List
      sx={listSx}
      actions={mayChange ? <Actions /> : false}
      filters={[<KindFilter key="kind" source="kind" alwaysOn />, <LanguageFilter key="language" source="language" alwaysOn />]}
      sort={{ field: 'sortOrder', order: 'ASC' }}
      exporter={false}
      perPage={50}
    >
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="id" />
        <KindField label="resources.notices.fields.kind" sortable={false} />
        <TextField source="language" />
        <TextField source="title" />
        <TextField source="sortOrder" />
        <DateField source="createdAt" showTime />
        {mayChange && <RowActions label="" />}
      </Datagrid>
    </List>
  );
}

// Notices and popups (issue 19 item 2; spec §3 Notice, notice response): the picked brand's player notices, popups
// and promotion notices of every language; and the help centre's articles (spec §7 helpCenter: a tag, the site's
// anchor, per language), on the same screen shape. Marketing and owner add, change and remove them; every role may
// look. The preview is the server's sanitised answer (content/sanitize.ts, as players get it) shown through the site's
// own RichText (DOMPurify again, as the site does), in a box like the site's notice window.
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
import { NOTICE_KINDS, type OperatorHelpArticle, type OperatorNotice } from '../../../schema/api/content';
import { api } from '../api';
import { useMayChange } from '../auth-provider';
import { listSx, notifyError } from '../fields';

const LANGUAGES = ['ms', 'en', 'zh'] as const;

/** What differs between notices and help articles: the API, the labels, and the field that groups them (kind, tag). */
interface TextKind {
  path: string;
  labels: string;
  group: 'kind' | 'tag';
}
const NOTICES: TextKind = { path: '/api/operator/content/notices', labels: 'console.notices', group: 'kind' };
const HELP: TextKind = { path: '/api/operator/content/help', labels: 'console.help', group: 'tag' };

type TextRecord = (OperatorNotice & { tag?: undefined }) | (OperatorHelpArticle & { kind?: undefined });

function KindField(_: { label?: string; sortable?: boolean }) {
  const record = useRecordContext<OperatorNotice & RaRecord>();
  const translate = useTranslate();
  return record ? <span>{translate(`console.notices.kinds.${record.kind}`)}</span> : null;
}

/** Add a notice or help article (no record) or change one; the preview shows it as the site will. */
function TextDialog({ kind: spec, record, onClose }: { kind: TextKind; record?: TextRecord; onClose: () => void }) {
  const l = spec.labels;
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [group, setGroup] = useState<string>((spec.group === 'kind' ? record?.kind : record?.tag) ?? (spec.group === 'kind' ? 'popup' : ''));
  const [language, setLanguage] = useState<string>(record?.language ?? 'en');
  const [title, setTitle] = useState(record?.title ?? '');
  const [content, setContent] = useState(record?.content ?? '');
  const [sortOrder, setSortOrder] = useState(String(record?.sortOrder ?? 0));
  const [preview, setPreview] = useState<{ title: string; content: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const showPreview = async () => {
    try {
      setPreview(await api<{ title: string; content: string }>('POST', `${spec.path}/preview`, { title, content }));
    } catch (err) {
      notifyError(notify, err);
    }
  };

  const save = async () => {
    setBusy(true);
    const body = { [spec.group]: group, language, title, content, sortOrder: Number(sortOrder) || 0 };
    try {
      const saved = record ? await api<TextRecord>('PATCH', `${spec.path}/${record.id}`, body) : await api<TextRecord>('POST', spec.path, body);
      notify(record ? `${l}.saved` : `${l}.created`, { type: 'success', messageArgs: { id: saved.id } });
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
      <DialogTitle id="notice-dialog-title">{record ? translate(`${l}.edit_title`, { id: record.id }) : translate(`${l}.new_title`)}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, pt: 1 }}>
          <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
            {spec.group === 'kind' ? (
              <MuiTextField select label={translate('console.notices.kind')} value={group} onChange={(e) => setGroup(e.target.value)} size="small">
                {NOTICE_KINDS.map((k) => (
                  <MenuItem key={k} value={k}>
                    {translate(`console.notices.kinds.${k}`)}
                  </MenuItem>
                ))}
              </MuiTextField>
            ) : (
              <MuiTextField
                required
                label={translate('console.help.tag')}
                helperText={translate('console.help.tag_help')}
                value={group}
                onChange={(e) => setGroup(e.target.value.toLowerCase())}
                size="small"
                slotProps={{ htmlInput: { maxLength: 40, pattern: '[a-z0-9][a-z0-9_-]*' } }}
              />
            )}
            <MuiTextField select label={translate('console.notices.language')} value={language} onChange={(e) => setLanguage(e.target.value)} size="small">
              {LANGUAGES.map((lang) => (
                <MenuItem key={lang} value={lang}>
                  {lang}
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
        <MuiButton variant="contained" onClick={save} disabled={busy || !title || !content || !group}>
          {translate('console.banners.save')}
        </MuiButton>
      </DialogActions>
    </Dialog>
  );
}

function RowActions({ kind: spec }: { kind: TextKind; label?: string }) {
  const record = useRecordContext<TextRecord & RaRecord>();
  const l = spec.labels;
  const notify = useNotify();
  const refresh = useRefresh();
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const remove = async () => {
    setBusy(true);
    try {
      await api('DELETE', `${spec.path}/${record.id}`);
      notify(`${l}.removed`, { type: 'success', messageArgs: { id: record.id } });
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
      {editing && <TextDialog kind={spec} record={record} onClose={() => setEditing(false)} />}
      <Confirm
        isOpen={removing}
        loading={busy}
        title={`${l}.remove_title`}
        titleTranslateOptions={{ id: record.id }}
        content={`${l}.remove_help`}
        confirm="console.banners.remove"
        onConfirm={remove}
        onClose={() => setRemoving(false)}
      />
    </span>
  );
}

function Actions({ kind }: { kind: TextKind }) {
  const [adding, setAdding] = useState(false);
  return (
    <TopToolbar>
      <Button label={`${kind.labels}.add`} onClick={() => setAdding(true)} />
      {adding && <TextDialog kind={kind} onClose={() => setAdding(false)} />}
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
      actions={mayChange ? <Actions kind={NOTICES} /> : false}
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
        {mayChange && <RowActions kind={NOTICES} label="" />}
      </Datagrid>
    </List>
  );
}

export function HelpList() {
  const mayChange = useMayChange('marketing');
  return (
    <List sx={listSx} actions={mayChange ? <Actions kind={HELP} /> : false} filters={[<LanguageFilter key="language" source="language" alwaysOn />]} sort={{ field: 'sortOrder', order: 'ASC' }} exporter={false} perPage={50}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="id" />
        <TextField source="language" />
        <TextField source="tag" />
        <TextField source="title" />
        <TextField source="sortOrder" />
        <DateField source="createdAt" showTime />
        {mayChange && <RowActions kind={HELP} label="" />}
      </Datagrid>
    </List>
  );
}

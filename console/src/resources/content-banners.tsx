// Banners (issue 19 item 2; spec §2 Banner strip): the picked brand's banners of one page group, in the site's order,
// with thumbnails. Marketing and owner add (a PNG/JPG file or an image address), replace an image, link or alt text,
// move a banner up or down and remove one; every role may look. The dialog previews the image as the site's strip
// shows it (10:3, cover, rounded: runtime/features/content/components/content.css). Each change is audit-logged.
import { Box, Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField as MuiTextField, Typography } from '@mui/material';
import { useState, type ChangeEvent } from 'react';
import {
  Button,
  Confirm,
  Datagrid,
  DateField,
  List,
  SelectInput,
  TextField,
  TopToolbar,
  useListContext,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { BANNER_GROUPS, BANNER_IMAGE_MAX_BYTES, type OperatorBanner } from '../../../schema/api/content';
import { api } from '../api';
import { useMayChange } from '../auth-provider';
import { listSx, notifyError } from '../fields';
import { BannerDatesField, BannerDatesInputs, useBannerDates } from './banner-dates';

/** The languages the site bundles (a brand offers some of them; the server refuses the others). */
const LANGUAGES = ['ms', 'en', 'zh'] as const;

const groupLabel = (group: string, translate: ReturnType<typeof useTranslate>) => (group === '/' ? `${translate('console.groups.home')} (/)` : group);

/** The image as the site's banner strip shows it: full width, 10:3, cover, rounded corners. */
function SitePreview({ src, alt }: { src: string | null; alt: string }) {
  const translate = useTranslate();
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2" sx={{ mb: 1 }}>
        {translate('console.banners.preview')}
      </Typography>
      <Box sx={{ width: '100%', maxWidth: 560, p: 1, bgcolor: '#f4f4f4', borderRadius: 1 }}>
        {src ? (
          <Box component="img" src={src} alt={alt} data-testid="banner-preview" sx={{ display: 'block', width: '100%', aspectRatio: '10 / 3', objectFit: 'cover', borderRadius: '8px', bgcolor: '#e0e0e0' }} />
        ) : (
          <Box sx={{ aspectRatio: '10 / 3', display: 'grid', placeItems: 'center', color: 'text.secondary' }}>{translate('console.banners.no_image')}</Box>
        )}
      </Box>
    </Box>
  );
}

const readDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/** Add a banner (no record) or replace one's image, link, alt text or language. */
function BannerDialog({ record, group, onClose }: { record?: OperatorBanner; group: string; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [groupName, setGroupName] = useState(record?.groupName ?? group);
  const [title, setTitle] = useState(record?.title ?? '');
  const [language, setLanguage] = useState(record?.language ?? '');
  const [image, setImage] = useState<string | null>(null);
  const [imageUrl, setImageUrl] = useState('');
  const [linkUrl, setLinkUrl] = useState(record?.linkUrl ?? '');
  const dates = useBannerDates(record);
  const [busy, setBusy] = useState(false);

  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (!file) return setImage(null);
    if (file.size > BANNER_IMAGE_MAX_BYTES || !['image/png', 'image/jpeg'].includes(file.type)) {
      e.target.value = '';
      setImage(null);
      return notify('err_banner_image', { type: 'error' });
    }
    setImage(await readDataUrl(file));
    setImageUrl('');
  };

  const save = async () => {
    setBusy(true);
    const imagePart = image ? { image } : imageUrl ? { imageUrl } : {};
    try {
      if (record) {
        const change = {
          ...imagePart,
          ...(title !== record.title ? { title } : {}),
          ...((language || null) !== record.language ? { language: language || null } : {}),
          ...(linkUrl !== (record.linkUrl ?? '') ? { linkUrl: linkUrl || null } : {}),
          ...dates.body(),
        };
        if (Object.keys(change).length) await api('PATCH', `/api/operator/content/banners/${record.id}`, change);
        notify('console.banners.replaced', { type: 'success', messageArgs: { id: record.id } });
      } else {
        const created = await api<OperatorBanner>('POST', '/api/operator/content/banners', { groupName, title, language: language || null, ...imagePart, linkUrl: linkUrl || null, ...dates.body() });
        notify('console.banners.created', { type: 'success', messageArgs: { id: created.id } });
      }
      refresh();
      onClose();
    } catch (err) {
      notifyError(notify, err);
    } finally {
      setBusy(false);
    }
  };

  const previewSrc = image ?? (imageUrl || record?.url || null);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="banner-dialog-title">
      <DialogTitle id="banner-dialog-title">{record ? translate('console.banners.replace_title', { id: record.id }) : translate('console.banners.new_title')}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, pt: 1 }}>
          <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
            {!record && (
              <MuiTextField select label={translate('console.banners.group')} value={groupName} onChange={(e) => setGroupName(e.target.value)} size="small">
                {BANNER_GROUPS.map((g) => (
                  <MenuItem key={g} value={g}>
                    {groupLabel(g, translate)}
                  </MenuItem>
                ))}
              </MuiTextField>
            )}
            <MuiTextField required label={translate('console.banners.alt')} value={title} onChange={(e) => setTitle(e.target.value)} size="small" slotProps={{ htmlInput: { maxLength: 200 } }} />
            <MuiTextField select label={translate('console.banners.language')} value={language} onChange={(e) => setLanguage(e.target.value)} size="small">
              <MenuItem value="">{translate('console.banners.default_language')}</MenuItem>
              {LANGUAGES.map((l) => (
                <MenuItem key={l} value={l}>
                  {l}
                </MenuItem>
              ))}
            </MuiTextField>
            <Box>
              <Typography component="label" htmlFor="banner-file" variant="body2" sx={{ display: 'block', mb: 0.5 }}>
                {translate('console.banners.image_file')}
              </Typography>
              <input id="banner-file" type="file" accept="image/png,image/jpeg" onChange={pick} />
            </Box>
            <MuiTextField
              label={translate('console.banners.image_url')}
              value={imageUrl}
              onChange={(e) => {
                setImageUrl(e.target.value);
                if (e.target.value) setImage(null);
              }}
              size="small"
              disabled={!!image}
            />
            {record && <Typography variant="body2">{translate('console.banners.keep_image')}</Typography>}
            <MuiTextField label={translate('console.banners.link')} value={linkUrl} onChange={(e) => setLinkUrl(e.target.value)} size="small" />
            <BannerDatesInputs dates={dates} />
          </Box>
          <SitePreview src={previewSrc} alt={title} />
        </Box>
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onClose}>{translate('console.banners.cancel')}</MuiButton>
        <MuiButton variant="contained" onClick={save} disabled={busy || !title || (!record && !image && !imageUrl)}>
          {translate('console.banners.save')}
        </MuiButton>
      </DialogActions>
    </Dialog>
  );
}

function Thumbnail(_: { label?: string; sortable?: boolean }) {
  const record = useRecordContext<OperatorBanner & RaRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box
      component="img"
      src={record.url}
      alt={translate('console.banners.thumbnail', { title: record.title })}
      loading="lazy"
      sx={{ display: 'block', width: 180, aspectRatio: '10 / 3', objectFit: 'cover', borderRadius: '6px', bgcolor: '#e0e0e0' }}
    />
  );
}

function LanguageField(_: { label?: string; sortable?: boolean }) {
  const record = useRecordContext<OperatorBanner & RaRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return <span>{record.language ?? translate('console.banners.default_language')}</span>;
}

/** Moves the banner one place within its group (the order the site shows, every language together). */
async function move(record: OperatorBanner, by: -1 | 1) {
  const group = await api<OperatorBanner[]>('GET', `/api/operator/content/banners?groupName=${encodeURIComponent(record.groupName)}`);
  const ids = group.map((b) => b.id);
  const at = ids.indexOf(record.id);
  const to = at + by;
  if (at < 0 || to < 0 || to >= ids.length) return;
  [ids[at], ids[to]] = [ids[to], ids[at]];
  await api('PUT', '/api/operator/content/banners/order', { groupName: record.groupName, ids });
}

function RowActions(_: { label?: string }) {
  const record = useRecordContext<OperatorBanner & RaRecord>();
  const { data } = useListContext<OperatorBanner & RaRecord>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const index = (data ?? []).findIndex((b) => b.id === record.id);
  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      notify(done, { type: 'success', messageArgs: { id: record.id } });
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
      <Button label="console.banners.up" disabled={busy || index <= 0} onClick={() => run(() => move(record, -1), 'console.banners.moved')} />
      <Button label="console.banners.down" disabled={busy || index < 0 || index >= (data?.length ?? 0) - 1} onClick={() => run(() => move(record, 1), 'console.banners.moved')} />
      <Button label="console.banners.replace" disabled={busy} onClick={() => setEditing(true)} />
      <Button label="console.banners.remove" color="error" disabled={busy} onClick={() => setRemoving(true)} />
      {editing && <BannerDialog record={record} group={record.groupName} onClose={() => setEditing(false)} />}
      <Confirm
        isOpen={removing}
        loading={busy}
        title="console.banners.remove_title"
        titleTranslateOptions={{ id: record.id }}
        content="console.banners.remove_help"
        confirm="console.banners.remove"
        onConfirm={() => run(() => api('DELETE', `/api/operator/content/banners/${record.id}`), 'console.banners.removed')}
        onClose={() => setRemoving(false)}
      />
    </span>
  );
}

function Actions() {
  const { filterValues } = useListContext();
  const [adding, setAdding] = useState(false);
  return (
    <TopToolbar>
      <Button label="console.banners.add" onClick={() => setAdding(true)} />
      {adding && <BannerDialog group={typeof filterValues.groupName === 'string' ? filterValues.groupName : '/'} onClose={() => setAdding(false)} />}
    </TopToolbar>
  );
}

function GroupFilter(props: { source: string; alwaysOn?: boolean }) {
  const translate = useTranslate();
  return <SelectInput {...props} choices={BANNER_GROUPS.map((g) => ({ id: g, name: groupLabel(g, translate) }))} translateChoice={false} emptyText="console.status.all" />;
}

export function BannerList() {
  const mayChange = useMayChange('marketing');
  return (
    <List
      sx={listSx}
      actions={mayChange ? <Actions /> : false}
      filters={[<GroupFilter key="groupName" source="groupName" alwaysOn />]}
      filterDefaultValues={{ groupName: '/' }}
      sort={{ field: 'sortOrder', order: 'ASC' }}
      exporter={false}
      perPage={50}
    >
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="id" />
        <Thumbnail label="resources.banners.fields.url" sortable={false} />
        <TextField source="groupName" />
        <LanguageField label="resources.banners.fields.language" sortable={false} />
        <TextField source="title" />
        <TextField source="linkUrl" />
        <TextField source="sortOrder" />
        <BannerDatesField label="resources.banners.fields.dates" sortable={false} />
        <DateField source="updatedAt" showTime />
        {mayChange && <RowActions label="" />}
      </Datagrid>
    </List>
  );
}

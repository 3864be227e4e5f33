// Players (issue 19 item 2): find a player of the picked brand by id, username, nickname, mobile or e-mail; the
// profile with the last logins and the internal notes; support locks or unlocks with a reason, resets the password
// (a temporary one, shown once, that the player must change at the next login) and adds notes. Every change is in
// the audit log under the operator's name (server/modules/accounts/member/operator-routes.ts).
import { Box, Button as MuiButton, Card, CardContent, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useState } from 'react';
import {
  ArrayField,
  BooleanField,
  Datagrid,
  DateField,
  List,
  NumberField,
  SearchInput,
  Show,
  SimpleShowLayout,
  TextField,
  Button,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { api } from '../api';
import { useMayChange } from '../auth-provider';
import { ReasonDialog, StatusField, listSx, notifyError } from '../fields';
import { PlayerMoney } from './player-money';

export function PlayerList() {
  const translate = useTranslate();
  const filters = [<SearchInput key="q" source="q" alwaysOn placeholder={translate('console.players.search')} aria-label={translate('console.players.search')} />];
  return (
    <List sx={listSx} actions={false} filters={filters} exporter={false} perPage={20} pagination={false} sort={{ field: 'id', order: 'DESC' }}>
      <Datagrid bulkActionButtons={false} rowClick="show">
        <TextField source="id" sortable={false} />
        <TextField source="username" sortable={false} />
        <TextField source="nickname" sortable={false} />
        <TextField source="mobile" sortable={false} />
        <TextField source="email" sortable={false} />
        <NumberField source="vipLevel" sortable={false} />
        <StatusField source="status" />
        <DateField source="createdAt" showTime sortable={false} />
        <DateField source="lastLoginAt" showTime sortable={false} />
      </Datagrid>
    </List>
  );
}

function PlayerActions() {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const mayChange = useMayChange('support');
  const [asking, setAsking] = useState<'lock' | 'unlock' | 'reset' | 'note' | null>(null);
  const [busy, setBusy] = useState(false);
  const [password, setPassword] = useState<string | null>(null);
  if (!record || !mayChange) return null;
  const locked = record.status !== 'active';

  const run = async (text: string) => {
    setBusy(true);
    try {
      if (asking === 'lock' || asking === 'unlock') {
        await api('PUT', `/api/operator/members/${record.id}/status`, { status: asking === 'lock' ? 'locked' : 'active', reason: text });
        notify(asking === 'lock' ? 'console.players.locked' : 'console.players.unlocked', { type: 'success', messageArgs: { name: record.username } });
      } else if (asking === 'reset') {
        const r = await api<{ temporaryPassword: string }>('POST', `/api/operator/members/${record.id}/password-reset`, { reason: text });
        setPassword(r.temporaryPassword);
      } else if (asking === 'note') {
        await api('POST', `/api/operator/members/${record.id}/notes`, { text });
        notify('console.players.noted', { type: 'success' });
      }
      refresh();
    } catch (err) {
      notifyError(notify, err);
    } finally {
      setBusy(false);
      setAsking(null);
    }
  };

  const titles = { lock: 'console.players.lock', unlock: 'console.players.unlock', reset: 'console.players.reset', note: 'console.players.add_note' };
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
      <Button label={locked ? 'console.players.unlock' : 'console.players.lock'} color={locked ? 'primary' : 'error'} variant="outlined" onClick={() => setAsking(locked ? 'unlock' : 'lock')} />
      <Button label="console.players.reset" variant="outlined" onClick={() => setAsking('reset')} />
      <Button label="console.players.add_note" variant="outlined" onClick={() => setAsking('note')} />
      <ReasonDialog
        open={asking !== null}
        title={asking ? translate(titles[asking], { name: record.username }) : ''}
        label={asking === 'note' ? 'console.players.note' : 'console.actions.reason'}
        submit={asking ? titles[asking] : 'ra.action.confirm'}
        min={3}
        max={2000}
        busy={busy}
        onClose={() => setAsking(null)}
        onSubmit={(text) => void run(text)}
      />
      <Dialog open={password !== null} onClose={() => setPassword(null)} aria-labelledby="temp-password-title">
        <DialogTitle id="temp-password-title">{translate('console.players.temp_title', { name: record.username })}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {translate('console.players.temp_once')}
          </Typography>
          <Typography component="code" data-testid="temporary-password" sx={{ fontSize: '1.2rem', fontFamily: 'monospace' }}>
            {password}
          </Typography>
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setPassword(null)}>{translate('console.actions.done')}</MuiButton>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

export function PlayerShow() {
  const translate = useTranslate();
  return (
    <Show actions={false}>
      <Card variant="outlined" sx={{ m: 1 }}>
        <CardContent>
          <PlayerActions />
          <SimpleShowLayout sx={{ p: 0 }}>
            <TextField source="id" />
            <TextField source="username" />
            <TextField source="nickname" emptyText="-" />
            <TextField source="realName" emptyText="-" />
            <TextField source="mobile" emptyText="-" />
            <BooleanField source="mobileVerified" />
            <TextField source="email" emptyText="-" />
            <BooleanField source="emailVerified" />
            <NumberField source="vipLevel" />
            <TextField source="upline" emptyText="-" />
            <StatusField source="status" />
            <BooleanField source="mustChangePassword" />
            <DateField source="createdAt" showTime />
            <DateField source="lastLoginAt" showTime emptyText="-" />
          </SimpleShowLayout>
          <PlayerMoney />
          <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
            {translate('console.players.notes')}
          </Typography>
          <ArrayField source="notes">
            <Datagrid bulkActionButtons={false} rowClick={false} empty={<Typography variant="body2">{translate('console.players.no_notes')}</Typography>}>
              <DateField source="createdAt" showTime label="resources.players.fields.createdAt" />
              <TextField source="author" label="console.players.author" />
              <TextField source="text" label="console.players.note" />
            </Datagrid>
          </ArrayField>
          <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
            {translate('console.players.logins')}
          </Typography>
          <ArrayField source="logins">
            <Datagrid bulkActionButtons={false} rowClick={false} empty={<Typography variant="body2">{translate('console.players.no_logins')}</Typography>}>
              <DateField source="at" showTime label="console.players.login_at" />
              <TextField source="ip" label="console.players.ip" />
              <TextField source="userAgent" label="console.players.browser" />
            </Datagrid>
          </ArrayField>
        </CardContent>
      </Card>
    </Show>
  );
}

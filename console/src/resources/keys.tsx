// My API keys (issue 19 item 1): list, create (scoped to at most the operator's own roles and brands; the token is
// shown once, here) and revoke. An owner of every brand sees and may revoke every key.
import { Alert, Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle, TextField as MuiTextField } from '@mui/material';
import { useState } from 'react';
import {
  Button,
  Create,
  CreateButton,
  Datagrid,
  DateField,
  DateTimeInput,
  List,
  SimpleForm,
  TextField,
  TextInput,
  TopToolbar,
  required,
  useDelete,
  useNotify,
  useRecordContext,
  useRedirect,
  useRefresh,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { BrandsField, RolesField, notifyError, listSx } from '../fields';
import { BrandScopeInput, RolesInput, withBrands } from './brand-scope-input';

function Revoke() {
  const record = useRecordContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const [remove, { isPending }] = useDelete();
  if (!record || record.revokedAt) return null;
  return (
    <Button
      label="console.actions.revoke"
      color="error"
      disabled={isPending}
      onClick={() =>
        remove(
          'keys',
          { id: record.id, previousData: record },
          {
            onSuccess: () => {
              notify('console.actions.revoked', { type: 'success', messageArgs: { name: record.name } });
              refresh();
            },
            onError: (err) => notifyError(notify, err),
          },
        )
      }
    />
  );
}

const ListActions = () => (
  <TopToolbar>
    <CreateButton />
  </TopToolbar>
);

export function KeyList() {
  return (
    <List sx={listSx} actions={<ListActions />} sort={{ field: 'id', order: 'DESC' }} exporter={false} perPage={50}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="name" />
        <TextField source="prefix" />
        <RolesField source="roles" sortable={false} />
        <BrandsField source="brands" sortable={false} />
        <DateField source="createdAt" showTime />
        <DateField source="lastUsedAt" showTime />
        <DateField source="expiresAt" showTime />
        <DateField source="revokedAt" showTime />
        <Revoke />
      </Datagrid>
    </List>
  );
}

export function KeyCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  const translate = useTranslate();
  const [token, setToken] = useState<string | null>(null);
  return (
    <>
      <Create
        transform={(data: Record<string, unknown>) => {
          const { expiresAt, ...rest } = withBrands(data) as Record<string, unknown>;
          return expiresAt ? { ...rest, expiresAt: new Date(expiresAt as string).toISOString() } : rest;
        }}
        mutationOptions={{ onSuccess: (data: RaRecord) => setToken((data.token as string | undefined) ?? null), onError: (err: unknown) => notifyError(notify, err) }}
      >
        <SimpleForm defaultValues={{ roles: [], allBrands: false }}>
          <TextInput source="name" validate={required()} autoComplete="off" />
          <RolesInput />
          <BrandScopeInput />
          <DateTimeInput source="expiresAt" />
        </SimpleForm>
      </Create>
      <Dialog open={token !== null} aria-labelledby="new-key-title">
        <DialogTitle id="new-key-title">{translate('console.actions.token_title')}</DialogTitle>
        <DialogContent>
          <Alert severity="warning" sx={{ mb: 2 }}>
            {translate('console.actions.token_once')}
          </Alert>
          <MuiTextField
            label={translate('resources.keys.name')}
            value={token ?? ''}
            fullWidth
            slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'new-api-key', style: { fontFamily: 'monospace' } } }}
          />
        </DialogContent>
        <DialogActions>
          <MuiButton
            variant="contained"
            onClick={() => {
              setToken(null);
              redirect('list', 'keys');
            }}
          >
            {translate('console.actions.done')}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
}

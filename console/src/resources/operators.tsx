// Operators (owner, issue 19 item 1): list, create with roles and brands (at most the owner's own), disable and
// enable, reset two-step verification (enrolled again at the next sign-in), unlock after failed sign-ins.
import { useState } from 'react';
import {
  BooleanField,
  Button,
  Create,
  CreateButton,
  Datagrid,
  DateField,
  List,
  PasswordInput,
  SimpleForm,
  TextField,
  TextInput,
  TopToolbar,
  required,
  useNotify,
  useRecordContext,
  useRedirect,
  useRefresh,
  useUpdate,
  type RaRecord,
} from 'react-admin';
import { BrandsField, RolesField, notifyError, listSx } from '../fields';
import { BrandScopeInput, RolesInput, withBrands } from './brand-scope-input';

function AccountActions() {
  const record = useRecordContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();
  const [, setTick] = useState(0);
  if (!record) return null;
  const change = (data: Record<string, unknown>, done: string) =>
    update(
      'operators',
      { id: record.id, data, previousData: record },
      {
        onSuccess: () => {
          notify(done, { type: 'success', messageArgs: { name: record.name } });
          setTick((n) => n + 1);
          refresh();
        },
        onError: (err) => notifyError(notify, err),
      },
    );
  const locked = record.lockedUntil && new Date(record.lockedUntil as string).getTime() > Date.now();
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {record.disabled ? (
        <Button label="console.actions.enable" onClick={() => change({ disabled: false }, 'console.actions.enabled_done')} disabled={isPending} />
      ) : (
        <Button label="console.actions.disable" color="error" onClick={() => change({ disabled: true }, 'console.actions.disabled_done')} disabled={isPending} />
      )}
      {record.totpEnrolled && <Button label="console.actions.reset_totp" onClick={() => change({ resetTotp: true }, 'console.actions.totp_reset_done')} disabled={isPending} />}
      {locked && <Button label="console.actions.unlock" onClick={() => change({ unlock: true }, 'console.actions.unlocked')} disabled={isPending} />}
    </span>
  );
}

const ListActions = () => (
  <TopToolbar>
    <CreateButton />
  </TopToolbar>
);

export function OperatorList() {
  return (
    <List sx={listSx} actions={<ListActions />} sort={{ field: 'name', order: 'ASC' }} exporter={false} perPage={50}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="name" />
        <RolesField source="roles" sortable={false} />
        <BrandsField source="brands" sortable={false} />
        <BooleanField source="totpEnrolled" />
        <BooleanField source="disabled" />
        <DateField source="lockedUntil" showTime />
        <DateField source="createdAt" showTime />
        <AccountActions />
      </Datagrid>
    </List>
  );
}

export function OperatorCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      transform={withBrands}
      mutationOptions={{
        onSuccess: (data: RaRecord) => {
          notify('console.actions.created_operator', { type: 'success', messageArgs: { name: data.name } });
          redirect('list', 'operators');
        },
        onError: (err: unknown) => notifyError(notify, err),
      }}
    >
      <SimpleForm defaultValues={{ roles: [], allBrands: true }}>
        <TextInput source="name" validate={required()} autoComplete="off" />
        <PasswordInput source="password" validate={required()} autoComplete="new-password" />
        <RolesInput />
        <BrandScopeInput />
      </SimpleForm>
    </Create>
  );
}

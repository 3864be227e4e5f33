// Adjustments (issue 19 item 2): balance adjustments above the brand's approval threshold wait here until a second
// finance operator approves (the money moves, once) or rejects them with a reason (nothing moves). The operator who
// asked cannot decide their own request (the server refuses it with err_adjustment_own_request; the screen says so).
// Every step is in the audit log (server/modules/wallet/adjustments.ts).
import { Typography } from '@mui/material';
import { useState } from 'react';
import { Button, Confirm, Datagrid, DateField, List, SelectInput, TextField, useGetIdentity, useRecordContext, useTranslate } from 'react-admin';
import { api } from '../api';
import { useMayChange } from '../auth-provider';
import { MoneyField, StatusField, listSx, ReasonDialog, useConsoleAction } from '../fields';
import { useMoney } from './player-money';

const statusChoices = ['pending', 'approved', 'rejected'].map((id) => ({ id, name: `console.status.${id}` }));
const filters = [<SelectInput key="status" source="status" choices={statusChoices} alwaysOn emptyText="console.status.all" />];

function Decide() {
  const record = useRecordContext();
  const translate = useTranslate();
  const { busy, run: act, notify } = useConsoleAction();
  const money = useMoney();
  const { identity } = useGetIdentity();
  const [asking, setAsking] = useState<'approve' | 'reject' | null>(null);
  if (!record || record.status !== 'pending') return null;
  if (identity && record.requestedBy === `operator:${identity.id}`) {
    return (
      <Typography variant="body2" component="span" sx={{ whiteSpace: 'nowrap' }}>
        {translate('console.adjustments.own')}
      </Typography>
    );
  }

  const run = (decision: 'approve' | 'reject', reason?: string) =>
    act(
      async () => {
        await api('POST', `/api/operator/wallet/adjustment-requests/${record.id}/${decision}`, decision === 'reject' ? { reason } : undefined);
        notify(decision === 'approve' ? 'console.adjustments.approved' : 'console.adjustments.rejected', { type: 'success', messageArgs: { id: record.id } });
      },
      () => setAsking(null),
    );

  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      <Button label="console.actions.approve" onClick={() => setAsking('approve')} disabled={busy} />
      <Button label="console.actions.reject" color="error" onClick={() => setAsking('reject')} disabled={busy} />
      <Confirm
        isOpen={asking === 'approve'}
        loading={busy}
        title={translate('console.adjustments.approve_title', { id: record.id })}
        content={translate('console.adjustments.approve_help', { amount: money.format(record.amount), name: record.username })}
        confirm="console.actions.approve"
        onConfirm={() => run('approve')}
        onClose={() => setAsking(null)}
      />
      <ReasonDialog
        open={asking === 'reject'}
        title={translate('console.adjustments.reject_title', { id: record.id })}
        submit="console.actions.reject"
        danger
        min={3}
        busy={busy}
        onClose={() => setAsking(null)}
        onSubmit={(reason) => void run('reject', reason)}
      />
    </span>
  );
}

export function AdjustmentList() {
  const decides = useMayChange('finance');
  return (
    <List sx={listSx} actions={false} filters={filters} filterDefaultValues={{ status: 'pending' }} sort={{ field: 'id', order: 'DESC' }} exporter={false} perPage={25}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="id" />
        <TextField source="username" />
        <MoneyField source="amount" />
        <TextField source="kind" />
        <TextField source="reason" />
        <TextField source="requestedBy" />
        <StatusField source="status" />
        <DateField source="createdAt" showTime />
        <TextField source="decidedBy" emptyText="-" />
        <TextField source="decisionReason" emptyText="-" />
        {decides && <Decide />}
      </Datagrid>
    </List>
  );
}

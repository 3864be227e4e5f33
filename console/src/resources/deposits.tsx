// Deposits queue (issue 19 item 2): newest first, filtered by status; a finance operator marks a pending deposit paid
// (credits it once) or failed. Each decision is in the audit log under the operator's name.
import { useState } from 'react';
import { Button, Confirm, Datagrid, DateField, List, SelectInput, TextField, useRecordContext } from 'react-admin';
import { useMayChange } from '../auth-provider';
import { decide } from '../data-provider';
import { MoneyField, StatusField, listSx, useConsoleAction } from '../fields';
import { ReceiptField } from './deposit-receipt';

const statusChoices = ['pending', 'paid', 'failed', 'cancelled'].map((id) => ({ id, name: `console.status.${id}` }));
const filters = [<SelectInput key="status" source="status" choices={statusChoices} alwaysOn emptyText="console.status.all" />];

function Settle() {
  const record = useRecordContext();
  const { busy, run: act, notify } = useConsoleAction();
  const [asking, setAsking] = useState<'paid' | 'failed' | null>(null);
  if (!record || record.status !== 'pending') return null;
  const run = (outcome: 'paid' | 'failed') =>
    act(
      async () => {
        await decide.settleDeposit(record.id, outcome);
        notify(outcome === 'paid' ? 'console.actions.paid' : 'console.actions.failed', { type: 'success', messageArgs: { id: record.id } });
      },
      () => setAsking(null),
    );
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      <Button label="console.actions.mark_paid" onClick={() => setAsking('paid')} disabled={busy} />
      <Button label="console.actions.mark_failed" color="error" onClick={() => setAsking('failed')} disabled={busy} />
      <Confirm
        isOpen={asking !== null}
        loading={busy}
        title={asking === 'failed' ? 'console.actions.mark_failed' : 'console.actions.mark_paid'}
        content={`#${record.id}`}
        confirm={asking === 'failed' ? 'console.actions.mark_failed' : 'console.actions.mark_paid'}
        onConfirm={() => asking && run(asking)}
        onClose={() => setAsking(null)}
      />
    </span>
  );
}

export function DepositList() {
  const decides = useMayChange('finance');
  return (
    <List sx={listSx} actions={false} filters={filters} filterDefaultValues={{ status: 'pending' }} sort={{ field: 'id', order: 'DESC' }} exporter={false} perPage={25}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="id" />
        <TextField source="username" />
        <TextField source="channelName" />
        <MoneyField source="amount" />
        <TextField source="reference" />
        <TextField source="memberRef" />
        <ReceiptField label="console.receipt.label" />
        <StatusField source="status" />
        <DateField source="createdAt" showTime />
        <TextField source="decidedBy" />
        {decides && <Settle />}
      </Datagrid>
    </List>
  );
}

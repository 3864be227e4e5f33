// Withdrawals queue (issue 19 item 2, README "Operator API"): newest first, filtered by status; a finance operator
// approves (pending → paid out) or rejects with a reason (the funds go back to the player). Each decision is in the
// audit log under the operator's name (server/modules/wallet/operator-routes.ts).
import { useState } from 'react';
import { Button, Confirm, Datagrid, DateField, List, SelectInput, TextField, useRecordContext, useTranslate } from 'react-admin';
import { useMayChange } from '../auth-provider';
import { decide } from '../data-provider';
import { MoneyField, StatusField, listSx, ReasonDialog, useConsoleAction } from '../fields';

const statusChoices = ['pending', 'paid', 'rejected'].map((id) => ({ id, name: `console.status.${id}` }));
const filters = [<SelectInput key="status" source="status" choices={statusChoices} alwaysOn emptyText="console.status.all" />];

function Decide() {
  const record = useRecordContext();
  const translate = useTranslate();
  const { busy, run: act, notify } = useConsoleAction();
  const [confirming, setConfirming] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  if (!record || record.status !== 'pending') return null;

  const run = (action: () => Promise<unknown>, done: string) =>
    act(
      async () => {
        await action();
        notify(done, { type: 'success', messageArgs: { id: record.id } });
      },
      () => {
        setConfirming(false);
        setRejecting(false);
      },
    );

  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      <Button label="console.actions.approve" onClick={() => setConfirming(true)} disabled={busy} />
      <Button label="console.actions.reject" color="error" onClick={() => setRejecting(true)} disabled={busy} />
      <Confirm
        isOpen={confirming}
        loading={busy}
        title="console.actions.approve"
        content={`#${record.id}`}
        confirm="console.actions.approve"
        onConfirm={() => run(() => decide.approveWithdrawal(record.id), 'console.actions.approved')}
        onClose={() => setConfirming(false)}
      />
      <ReasonDialog
        open={rejecting}
        title={translate('console.actions.reject_title', { id: record.id })}
        help={translate('console.actions.reject_help')}
        submit="console.actions.reject"
        danger
        busy={busy}
        onClose={() => setRejecting(false)}
        onSubmit={(reason) => void run(() => decide.rejectWithdrawal(record.id, reason), 'console.actions.rejected')}
      />
    </span>
  );
}

export function WithdrawalList() {
  const decides = useMayChange('finance');
  return (
    <List sx={listSx} actions={false} filters={filters} filterDefaultValues={{ status: 'pending' }} sort={{ field: 'id', order: 'DESC' }} exporter={false} perPage={25}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="id" />
        <TextField source="memberId" />
        <MoneyField source="amount" />
        <TextField source="bankName" />
        <TextField source="accountName" />
        <TextField source="accountNumber" />
        <StatusField source="status" />
        <DateField source="createdAt" showTime />
        <TextField source="reason" />
        {decides && <Decide />}
      </Datagrid>
    </List>
  );
}

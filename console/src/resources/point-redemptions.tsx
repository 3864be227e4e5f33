// The points redemptions queue (spec §3 redeem record, §4 points exchange; server/modules/points/operator-routes.ts):
// every member's redemptions of the picked brand, newest first, 25 a page from the server, filtered by status (in
// process by default: the physical items the operator fulfils). Marketing (and owner) approve one (with an optional remark, e.g. the parcel's
// tracking number) or reject it with a reason (the points and the stock are given back); every role may look.
import { useState } from 'react';
import { Button, Datagrid, DateField, List, NumberField, SelectInput, TextField, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { api } from '../api';
import { useMayChange } from '../auth-provider';
import { listSx, ReasonDialog, useConsoleAction } from '../fields';
import { useMoney } from './promotions';

const STATUSES = ['applying', 'approved', 'rejected'] as const;

interface Redemption extends RaRecord {
  id: number;
  reference: string;
  memberId: number;
  username: string | null;
  type: string;
  rewardKind: string | null;
  name: string;
  quantity: number;
  points: number;
  amount: number | null;
  status: (typeof STATUSES)[number];
  remark: string | null;
}

function StatusField(_: { label?: string; sortable?: boolean }) {
  const record = useRecordContext<Redemption>();
  const translate = useTranslate();
  if (!record) return null;
  return <span data-status={record.status}>{translate(`console.redemptions.statuses.${record.status}`, { _: record.status })}</span>;
}

function KindField(_: { label?: string; sortable?: boolean }) {
  const record = useRecordContext<Redemption>();
  const translate = useTranslate();
  if (!record) return null;
  // A conversion of points to cash has no reward.
  return <span>{record.rewardKind ? translate(`console.points.kinds.${record.rewardKind}`, { _: record.rewardKind }) : translate('console.redemptions.conversion')}</span>;
}

function AmountField(_: { label?: string; sortable?: boolean }) {
  const record = useRecordContext<Redemption>();
  const money = useMoney();
  // A physical item pays no money.
  if (!record || record.rewardKind === 'item' || record.amount === null || record.amount === undefined) return null;
  return <span style={{ whiteSpace: 'nowrap' }}>{money.format(record.amount)}</span>;
}

/** Approve (optional remark) or reject (a reason) an item in process. */
function DecideActions(_: { label?: string }) {
  const record = useRecordContext<Redemption>();
  const translate = useTranslate();
  const { busy, run, notify } = useConsoleAction();
  const [deciding, setDeciding] = useState<'approve' | 'reject' | null>(null);
  if (!record || record.status !== 'applying') return null;
  const decide = (approve: boolean, text: string) =>
    run(
      async () => {
        if (approve) await api('POST', `/api/operator/points/redemptions/${record.id}/approve`, text ? { remark: text } : {});
        else await api('POST', `/api/operator/points/redemptions/${record.id}/reject`, { reason: text });
        notify(approve ? 'console.redemptions.approved' : 'console.redemptions.rejected', { type: 'success', messageArgs: { reference: record.reference } });
      },
      () => setDeciding(null),
    );
  const approving = deciding === 'approve';
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      <Button label="console.redemptions.approve" onClick={() => setDeciding('approve')} disabled={busy} />
      <Button label="console.redemptions.reject" color="error" onClick={() => setDeciding('reject')} disabled={busy} />
      <ReasonDialog
        open={deciding !== null}
        title={translate(approving ? 'console.redemptions.approve_title' : 'console.redemptions.reject_title', { reference: record.reference, name: record.name })}
        label={approving ? 'console.redemptions.remark' : 'console.redemptions.reason'}
        submit={approving ? 'console.redemptions.approve' : 'console.redemptions.reject'}
        danger={!approving}
        min={approving ? 0 : 1}
        max={200}
        busy={busy}
        onClose={() => setDeciding(null)}
        onSubmit={(text) => void decide(approving, text)}
      />
    </span>
  );
}

function StatusFilter(props: { source: string; alwaysOn?: boolean }) {
  const translate = useTranslate();
  return <SelectInput {...props} choices={STATUSES.map((s) => ({ id: s, name: translate(`console.redemptions.statuses.${s}`) }))} translateChoice={false} emptyText="console.status.all" />;
}

export function PointRedemptionList() {
  const mayChange = useMayChange('marketing');
  return (
    <List sx={listSx} filters={[<StatusFilter key="status" source="status" alwaysOn />]} filterDefaultValues={{ status: 'applying' }} sort={{ field: 'id', order: 'DESC' }} exporter={false} perPage={25} actions={false}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="reference" />
        <DateField source="applyTime" showTime />
        <TextField source="username" />
        <TextField source="name" />
        <KindField label="resources.point_redemptions.fields.kind" sortable={false} />
        <NumberField source="quantity" />
        <NumberField source="points" />
        <AmountField label="resources.point_redemptions.fields.amount" sortable={false} />
        <StatusField label="resources.point_redemptions.fields.status" sortable={false} />
        <TextField source="remark" />
        {mayChange && <DecideActions label="" />}
      </Datagrid>
    </List>
  );
}

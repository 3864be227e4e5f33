// Audit log (issue 19 item 2): every operator action of the picked brand with who, what, from where and when, newest
// first (the last 500 that match); filtered by action and operator on the server, exported as CSV by react-admin's
// exporter.
import { Datagrid, DateField, ExportButton, List, TextField, TextInput, TopToolbar, downloadCSV, useRecordContext, type Exporter } from 'react-admin';
import { listSx } from '../fields';

const filters = [<TextInput key="action" source="action" label="console.filters.search_action" alwaysOn resettable />, <TextInput key="actor" source="actor" label="console.filters.search_actor" alwaysOn resettable />];

function DetailField(_: { source: string; label?: string; sortable?: boolean }) {
  const record = useRecordContext();
  if (!record?.detail) return null;
  const text = JSON.stringify(record.detail);
  return (
    <span title={text} style={{ fontFamily: 'monospace', fontSize: '0.8rem', wordBreak: 'break-all' }}>
      {text.length > 160 ? `${text.slice(0, 160)}…` : text}
    </span>
  );
}

const csvCell = (v: unknown) => {
  const s = v === null || v === undefined ? '' : typeof v === 'string' ? v : JSON.stringify(v);
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/** One row per action; the detail (before and after) as its JSON. */
const exporter: Exporter = (records) => {
  const columns = ['id', 'createdAt', 'actor', 'action', 'ip', 'detail'] as const;
  const lines = [columns.join(','), ...records.map((r) => columns.map((c) => csvCell(r[c])).join(','))];
  downloadCSV(lines.join('\n'), 'audit-log');
};

export function AuditList() {
  return (
    <List
      sx={listSx}
      actions={
        <TopToolbar>
          <ExportButton />
        </TopToolbar>
      }
      filters={filters}
      sort={{ field: 'id', order: 'DESC' }} exporter={exporter} perPage={50}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <DateField source="createdAt" showTime />
        <TextField source="actor" />
        <TextField source="action" />
        <TextField source="ip" />
        <DetailField source="detail" sortable={false} />
      </Datagrid>
    </List>
  );
}

// Reports (issue 19 item 2): the picked brand's figures from one market day to another, by day, game type or vendor
// (server: GET /api/operator/reports, server/modules/reports), with the server's CSV (amounts in major units).
import { Button as MuiButton } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { Datagrid, List, NumberField, SelectInput, TextField, TextInput, TopToolbar, useListContext, useTranslate } from 'react-admin';
import { marketDay } from '../../../schema/api/market-day';
import { pickedBrand } from '../api';
import { MoneyField, listSx } from '../fields';

const BY = ['day', 'gameType', 'vendor'].map((id) => ({ id, name: `console.reports.by_${id}` }));
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The server's CSV of the report on screen (a link: the browser downloads it with the session cookie). */
function CsvButton() {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const { from, to, by } = filterValues as { from?: string; to?: string; by?: string };
  if (!from || !to || !DAY.test(from) || !DAY.test(to)) return null;
  const q = new URLSearchParams({ from, to, by: by ?? 'day', format: 'csv' });
  // The brand goes as x-merchant-code on API calls; a download link cannot set headers, so it names the brand's host.
  const brand = pickedBrand();
  return (
    <TopToolbar>
      <MuiButton
        startIcon={<DownloadIcon />}
        onClick={async () => {
          const res = await fetch(`/api/operator/reports?${q}`, { credentials: 'same-origin', headers: brand ? { 'x-merchant-code': brand } : {} });
          const blob = await res.blob();
          const a = document.createElement('a');
          a.href = URL.createObjectURL(blob);
          a.download = `report-${by ?? 'day'}-${from}-${to}.csv`;
          a.click();
          URL.revokeObjectURL(a.href);
        }}
      >
        {translate('console.reports.csv')}
      </MuiButton>
    </TopToolbar>
  );
}

function Rows() {
  const { filterValues } = useListContext();
  const by = (filterValues as { by?: string }).by ?? 'day';
  return (
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <TextField source="key" label={`console.reports.by_${by}`} sortable={false} />
      {by === 'day' && <NumberField source="registrations" sortable={false} />}
      {by === 'day' && <NumberField source="firstDeposits" sortable={false} />}
      {by === 'day' && <MoneyField source="depositAmount" />}
      {by === 'day' && <MoneyField source="withdrawalAmount" />}
      <NumberField source="rounds" sortable={false} />
      <MoneyField source="stake" />
      <MoneyField source="win" />
      <MoneyField source="ggr" />
      <NumberField source="players" sortable={false} />
    </Datagrid>
  );
}

export function ReportList() {
  const today = marketDay(Date.now());
  const weekAgo = marketDay(Date.now() - 6 * 86_400_000);
  const filters = [
    <TextInput key="from" source="from" label="console.reports.from" alwaysOn helperText="YYYY-MM-DD" />,
    <TextInput key="to" source="to" label="console.reports.to" alwaysOn helperText="YYYY-MM-DD" />,
    <SelectInput key="by" source="by" label="console.reports.by" choices={BY} alwaysOn emptyText="console.reports.by_day" />,
  ];
  return (
    <List sx={listSx} actions={<CsvButton />} filters={filters} filterDefaultValues={{ from: weekAgo, to: today, by: 'day' }} exporter={false} pagination={false} perPage={400} sort={{ field: 'key', order: 'ASC' }}>
      <Rows />
    </List>
  );
}

// The lottery screen (issue 17 item 6 on the console, server/modules/lottery/operator-routes.ts): the draw calendar
// (the server's window: today ± 1 day unless a period is given; filter by game), a draw's detail with its bets and
// payouts, and voiding an open or locked draw after a confirmation (every bet on it is refunded, once). Everyone
// reads; finance (and owner) void, as the server allows, and only they see the button.
import { Box, Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Confirm, Datagrid, DateField, DateTimeInput, List, NumberField, SelectInput, TextField, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { api, pickedBrand } from '../api';
import { useMayChange } from '../auth-provider';
import { listSx, useConsoleAction } from '../fields';
import { AmountField, LabelField } from './agents';
import { useMoney } from './promotions';

interface DrawDetail {
  draw: { id: number; gameId: string; numero: string; status: string; lockTime: string; winningTime: string; seedHash: string; seed: string | null; numbers?: string[] };
  bets: { id: number; memberId: number; playType: string; number: string; stake: number; payout: number | null; status: string; placedAt: string }[];
}

function DrawDetailDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const translate = useTranslate();
  const money = useMoney();
  const detail = useQuery({ queryKey: ['lottery-draw', pickedBrand(), id], queryFn: () => api<DrawDetail>('GET', `/api/operator/lottery/draws/${id}`) });
  const d = detail.data;
  const title = d ? translate('console.lottery.detail_title', { numero: d.draw.numero, game: d.draw.gameId }) : `#${id}`;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby={`draw-${id}-title`}>
      <DialogTitle id={`draw-${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        {d && (
          <>
            <Typography variant="body2" data-status={d.draw.status}>
              {translate(`console.lottery.statuses.${d.draw.status}`, { _: d.draw.status })} · {new Date(d.draw.winningTime).toLocaleString()}
            </Typography>
            {d.draw.numbers?.length ? (
              <Typography variant="body2">
                {translate('console.lottery.result')}: {d.draw.numbers.join(' ')}
              </Typography>
            ) : null}
            {d.bets.length ? (
              <Table size="small" sx={{ mt: 2 }} aria-label={title}>
                <TableHead>
                  <TableRow>
                    {['id', 'memberId', 'playType', 'number', 'stake', 'payout', 'status', 'placedAt'].map((f) => (
                      <TableCell key={f}>{translate(`resources.lottery_bets.fields.${f}`)}</TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {d.bets.map((b) => (
                    <TableRow key={b.id} data-status={b.status}>
                      <TableCell>{b.id}</TableCell>
                      <TableCell>{b.memberId}</TableCell>
                      <TableCell>{b.playType}</TableCell>
                      <TableCell>{b.number}</TableCell>
                      <TableCell>{money.format(b.stake)}</TableCell>
                      <TableCell>{b.payout === null ? '-' : money.format(b.payout)}</TableCell>
                      <TableCell>{translate(`console.lottery.bet_statuses.${b.status}`, { _: b.status })}</TableCell>
                      <TableCell>{new Date(b.placedAt).toLocaleString()}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            ) : (
              <Box sx={{ mt: 2 }}>
                <Typography variant="body2">{translate('console.lottery.no_bets')}</Typography>
              </Box>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onClose}>{translate('console.lottery.close')}</MuiButton>
      </DialogActions>
    </Dialog>
  );
}

function Details(_: { label?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  return (
    <>
      <Button label="console.lottery.details" aria-label={`${translate('console.lottery.details')} ${record.numero}`} onClick={() => setOpen(true)} />
      {open && <DrawDetailDialog id={Number(record.id)} onClose={() => setOpen(false)} />}
    </>
  );
}

function VoidDraw(_: { label?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const { busy, run, notify } = useConsoleAction();
  const [open, setOpen] = useState(false);
  if (!record || (record.status !== 'open' && record.status !== 'locked')) return null;
  return (
    <>
      <Button label="console.lottery.void" aria-label={`${translate('console.lottery.void')} ${record.numero}`} color="error" disabled={busy} onClick={() => setOpen(true)} />
      <Confirm
        isOpen={open}
        loading={busy}
        title={translate('console.lottery.void_title', { numero: record.numero })}
        content="console.lottery.void_help"
        confirm="console.lottery.void"
        onConfirm={() =>
          run(
            async () => {
              const r = await api<{ status: string; refunded: number }>('POST', `/api/operator/lottery/draws/${record.id}/void`);
              notify('console.lottery.voided', { type: 'success', messageArgs: { numero: record.numero, refunded: r.refunded } });
            },
            () => setOpen(false),
          )
        }
        onClose={() => setOpen(false)}
      />
    </>
  );
}

const drawFilters = [
  <TextInput key="gameCode" source="gameCode" label="console.lottery.game" alwaysOn />,
  <DateTimeInput key="from" source="from" label="console.lottery.from" />,
  <DateTimeInput key="to" source="to" label="console.lottery.to" />,
  <SelectInput key="status" source="status" choices={['open', 'locked', 'drawn', 'settled', 'voided'].map((id) => ({ id, name: `console.lottery.statuses.${id}` }))} emptyText="console.status.all" />,
];

export function LotteryDrawList() {
  const voids = useMayChange('finance');
  return (
    <List empty={false} sx={listSx} filters={drawFilters} sort={{ field: 'winningTime', order: 'ASC' }} exporter={false} perPage={25}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="id" />
        <TextField source="gameId" />
        <TextField source="numero" />
        <LabelField source="status" prefix="console.lottery.statuses" />
        <DateField source="lockTime" showTime />
        <DateField source="winningTime" showTime />
        <NumberField source="bets" />
        <AmountField source="stake" />
        <AmountField source="payout" />
        <AmountField source="refunded" />
        <Details label="" />
        {voids && <VoidDraw label="" />}
      </Datagrid>
    </List>
  );
}

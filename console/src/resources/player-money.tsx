// The player profile's money (issue 19 item 2): balances (main, vendor wallets, held for pending withdrawals, bonuses
// received), the ledger lines (newest first: time, type, wallet, amount, balance after, request) and the recent bets,
// each paged by the server; a finance operator adjusts the balance with a reason. Above the brand's approval threshold
// the adjustment waits for a second finance operator (the Adjustments screen, resources/adjustments.tsx).
import { Box, Button as MuiButton, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableContainer, TableHead, TablePagination, TableRow, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Button, useLocaleState, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { api, pickedBrand } from '../api';
import { useMayChange } from '../auth-provider';
import { notifyError } from '../fields';
import { useBrand } from '../layout';

interface Balance {
  mainBalance: number;
  sumBalance: number;
  wallets: { vendorCode: string; balance: number }[];
  pendingWithdrawal: number;
  bonusReceived: number;
}
interface Paged<T> {
  list: T[];
  total: number;
}
interface LedgerLine {
  id: number;
  createdAt: string;
  type: string;
  wallet: string;
  amount: number;
  balanceAfter: number;
  requestKey: string | null;
  reason: string | null;
}
interface BetLine {
  id: number;
  createdAt: string | null;
  gameType: string;
  gameCode: string;
  gameName: { en: string; ms: string; zh: string } | null;
  vendorCode: string;
  stake: number;
  win: number;
  status: string;
}

/** Minor units in the brand's currency, formatted for the operator's language. */
export function useMoney() {
  const brand = useBrand();
  const [locale] = useLocaleState();
  const digits = brand.data?.currency.minorDigits ?? 2;
  return {
    digits,
    // The sign before the symbol: -RM2.00.
    format: (minor: number) =>
      `${minor < 0 ? '-' : ''}${brand.data?.currency.symbol ?? ''}${new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(Math.abs(minor) / 10 ** digits)}`,
  };
}

function useDateTime() {
  const [locale] = useLocaleState();
  return (iso: string | null) => (iso ? new Date(iso).toLocaleString(locale) : '-');
}

const moneyKey = (username: string) => ['player-money', pickedBrand(), username];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Balances({ username }: { username: string }) {
  const translate = useTranslate();
  const money = useMoney();
  const q = useQuery({ queryKey: [...moneyKey(username), 'balance'], queryFn: () => api<Balance>('GET', `/api/operator/wallet/members/${encodeURIComponent(username)}/balance`) });
  if (q.isError) return <Typography role="alert">{translate('console.money.load_failed')}</Typography>;
  if (!q.data) return null;
  const items: [string, number, string][] = [
    [translate('console.money.main'), q.data.mainBalance, 'balance-main'],
    [translate('console.money.total'), q.data.sumBalance, 'balance-total'],
    ...q.data.wallets.map((w): [string, number, string] => [translate('console.money.vendor_wallet', { vendor: w.vendorCode }), w.balance, `balance-${w.vendorCode}`]),
    [translate('console.money.pending_withdrawal'), q.data.pendingWithdrawal, 'balance-pending-withdrawal'],
    [translate('console.money.bonus_received'), q.data.bonusReceived, 'balance-bonus'],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(200px, 1fr))' }, gap: 2, m: 0 }}>
      {items.map(([label, amount, id]) => (
        <Box key={id} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="h6" sx={{ m: 0 }} data-testid={id}>
            {money.format(amount)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** A table of server-paged rows (pageNo, pageSize ≤ 100). */
function PagedTable<T extends { id: number }>({ label, path, heads, row, empty, username }: { label: string; path: string; heads: string[]; row: (r: T) => ReactNode[]; empty: string; username: string }) {
  const translate = useTranslate();
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(10);
  const q = useQuery({ queryKey: [...moneyKey(username), path, page, size], queryFn: () => api<Paged<T>>('GET', `${path}?pageNo=${page + 1}&pageSize=${size}`) });
  if (q.isError) return <Typography role="alert">{translate('console.money.load_failed')}</Typography>;
  if (!q.data) return null;
  if (!q.data.total) return <Typography variant="body2">{translate(empty)}</Typography>;
  return (
    <>
      {/* A wide table scrolls sideways on a tablet: the region takes the keyboard focus so it can be scrolled (axe). */}
      <TableContainer sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={label}>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              {heads.map((h) => (
                <TableCell key={h}>{translate(h)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {q.data.list.map((r) => (
              <TableRow key={r.id}>
                {row(r).map((cell, i) => (
                  <TableCell key={heads[i]} sx={{ whiteSpace: 'nowrap' }}>
                    {cell}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={q.data.total}
        page={page}
        rowsPerPage={size}
        rowsPerPageOptions={[10, 25, 50, 100]}
        labelRowsPerPage={translate('console.money.rows')}
        onPageChange={(_, p) => setPage(p)}
        onRowsPerPageChange={(e) => {
          setSize(Number(e.target.value));
          setPage(0);
        }}
      />
    </>
  );
}

/** "12.50" / "-3" → minor units, or null when it is not a non-zero amount with at most `digits` decimals. */
export function toMinor(text: string, digits: number): number | null {
  const m = /^\s*([+-]?)(\d{1,12})(?:[.,](\d+))?\s*$/.exec(text);
  if (!m || (m[3] ?? '').length > digits) return null;
  const minor = Number(m[2]) * 10 ** digits + Number((m[3] ?? '').padEnd(digits, '0') || '0');
  return minor === 0 ? null : m[1] === '-' ? -minor : minor;
}

function AdjustBalance({ username, onDone }: { username: string; onDone: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const money = useMoney();
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  // One request id per dialog: a double submit or a retry after a network failure is the same request.
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const settings = useQuery({ queryKey: ['wallet-settings', pickedBrand()], queryFn: () => api<{ adjustmentApprovalThreshold: number }>('GET', '/api/operator/wallet/settings'), enabled: open });
  const minor = toMinor(amount, money.digits);
  const close = () => {
    setOpen(false);
    setAmount('');
    setReason('');
    setRequestId(crypto.randomUUID());
  };
  const submit = async () => {
    if (minor === null) return;
    setBusy(true);
    try {
      const r = await api<{ status: 'applied' | 'pending'; adjustmentRequest?: { id: number } }>('POST', '/api/operator/wallet/adjustments', { requestId, username, amount: minor, reason: reason.trim(), kind: 'adjustment' });
      if (r.status === 'applied') notify('console.money.adjusted', { type: 'success', messageArgs: { name: username } });
      else notify('console.money.adjust_pending', { type: 'info', messageArgs: { id: r.adjustmentRequest?.id } });
      close();
      onDone();
    } catch (err) {
      notifyError(notify, err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button label="console.money.adjust" variant="outlined" onClick={() => setOpen(true)} />
      <Dialog open={open} onClose={close} aria-labelledby="adjust-title" fullWidth>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <DialogTitle id="adjust-title">{translate('console.money.adjust_title', { name: username })}</DialogTitle>
          <DialogContent>
            {settings.data && (
              <Typography variant="body2" sx={{ mb: 2 }}>
                {translate('console.money.adjust_help', { threshold: money.format(settings.data.adjustmentApprovalThreshold) })}
              </Typography>
            )}
            <TextField
              label={translate('console.money.adjust_amount')}
              value={amount}
              onChange={(e) => setAmount(e.target.value.slice(0, 20))}
              required
              fullWidth
              autoFocus
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              error={amount !== '' && minor === null}
              helperText={amount !== '' && minor === null ? translate('console.money.adjust_bad_amount') : ' '}
              sx={{ mt: 1 }}
            />
            <TextField label={translate('console.actions.reason')} value={reason} onChange={(e) => setReason(e.target.value.slice(0, 500))} required fullWidth multiline minRows={2} sx={{ mt: 1 }} />
          </DialogContent>
          <DialogActions>
            <MuiButton onClick={close}>{translate('ra.action.cancel')}</MuiButton>
            <MuiButton type="submit" variant="contained" disabled={busy || minor === null || reason.trim().length < 3}>
              {translate('console.money.adjust')}
            </MuiButton>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}

export function PlayerMoney() {
  const record = useRecordContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const money = useMoney();
  const when = useDateTime();
  const queryClient = useQueryClient();
  const finance = useMayChange('finance');
  const username = typeof record?.username === 'string' ? record.username : null;
  if (!username) return null;
  const base = `/api/operator/wallet/members/${encodeURIComponent(username)}`;
  const signed = (n: number) => (n > 0 ? `+${money.format(n)}` : money.format(n));
  return (
    <>
      <Section title={translate('console.money.balances')}>
        {finance && (
          <Box sx={{ mb: 2 }}>
            <AdjustBalance username={username} onDone={() => void queryClient.invalidateQueries({ queryKey: moneyKey(username) })} />
          </Box>
        )}
        <Balances username={username} />
      </Section>
      <Section title={translate('console.money.ledger')}>
        <PagedTable<LedgerLine>
          label={translate('console.money.ledger')}
          username={username}
          path={`${base}/ledger`}
          empty="console.money.no_ledger"
          heads={['console.money.time', 'console.money.type', 'console.money.wallet', 'console.money.amount', 'console.money.balance_after', 'console.money.request']}
          row={(l) => [when(l.createdAt), [translate(`console.money.types.${l.type}`, { _: l.type }), l.reason].filter(Boolean).join(': '), l.wallet, signed(l.amount), money.format(l.balanceAfter), l.requestKey ?? '-']}
        />
      </Section>
      <Section title={translate('console.money.bets')}>
        <PagedTable<BetLine>
          label={translate('console.money.bets')}
          username={username}
          path={`${base}/bets`}
          empty="console.money.no_bets"
          heads={['console.money.time', 'console.money.game', 'console.money.vendor', 'console.money.stake', 'console.money.win', 'console.money.state']}
          row={(b) => [
            when(b.createdAt),
            `${b.gameName?.[locale as 'en' | 'ms' | 'zh'] ?? b.gameName?.en ?? b.gameCode} (${b.gameType})`,
            b.vendorCode,
            money.format(b.stake),
            money.format(b.win),
            <Chip key="state" size="small" variant="outlined" label={translate(`console.money.state.${b.status}`, { _: b.status })} />,
          ]}
        />
      </Section>
    </>
  );
}

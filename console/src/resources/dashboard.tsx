// Dashboard (issue 19 item 2): the picked brand's registrations, first deposits, deposits, withdrawals, bets, GGR and
// active players for today, 7 and 30 market days, and the 30 days as charts (MUI X Charts, Material UI's own).
// Server: GET /api/operator/dashboard (server/modules/reports).
import { Box, Card, CardContent, Grid, Table, TableBody, TableCell, TableHead, TableRow, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Loading, Title, useLocaleState, useTranslate } from 'react-admin';
import type { DayFigures } from '../../../schema/api/reports';
import { api, pickedBrand } from '../api';

/** A window's figures (the server sums the days; `players` is distinct over the window). */
type Figures = Omit<DayFigures, 'day'>;
interface Dashboard {
  brand: { id: string; name: string; currency: { symbol: string; minorDigits: number } };
  windows: { today: Figures; days7: Figures; days30: Figures };
  series: (Figures & { day: string })[];
}

const ROWS: { key: keyof Figures; money?: boolean }[] = [
  { key: 'registrations' },
  { key: 'firstDeposits' },
  { key: 'deposits' },
  { key: 'depositAmount', money: true },
  { key: 'withdrawals' },
  { key: 'withdrawalAmount', money: true },
  { key: 'rounds' },
  { key: 'stake', money: true },
  { key: 'ggr', money: true },
  { key: 'players' },
];

const money = (minor: number, c: Dashboard['brand']['currency'], locale: string) =>
  `${c.symbol}${new Intl.NumberFormat(locale, { minimumFractionDigits: c.minorDigits, maximumFractionDigits: c.minorDigits }).format(minor / 10 ** c.minorDigits)}`;

/** Every brand the operator serves, side by side, each in its own currency (GET /api/operator/dashboard?scope=all). */
function AllBrands() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const q = useQuery({ queryKey: ['ops-dashboard-all'], queryFn: () => api<{ brands: Dashboard[] }>('GET', '/api/operator/dashboard?scope=all'), staleTime: 30_000 });
  if (q.isPending) return <Loading />;
  if (!q.data) return <Typography sx={{ m: 2 }}>{translate(q.error?.message ?? 'err_system')}</Typography>;
  const label = (k: string) => translate(`console.dashboard.${k}`);
  return (
    <Card variant="outlined">
      <CardContent sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={label('all_brands')}>
        <Table size="small" aria-label={label('all_brands')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('console.brand.label')}</TableCell>
              {(['registrations', 'firstDeposits', 'depositAmount', 'withdrawalAmount', 'ggr', 'players'] as const).map((k) => (
                <TableCell key={k} align="right">
                  {label(k)} · {label('days7')}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {q.data.brands.map(({ brand, windows: { days7 } }) => (
              <TableRow key={brand.id} data-brand={brand.id}>
                <TableCell component="th" scope="row">
                  {brand.name}
                </TableCell>
                <TableCell align="right">{days7.registrations}</TableCell>
                <TableCell align="right">{days7.firstDeposits}</TableCell>
                <TableCell align="right">{money(days7.depositAmount, brand.currency, locale)}</TableCell>
                <TableCell align="right">{money(days7.withdrawalAmount, brand.currency, locale)}</TableCell>
                <TableCell align="right">{money(days7.ggr, brand.currency, locale)}</TableCell>
                <TableCell align="right">{days7.players}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}

export function DashboardPage() {
  const translate = useTranslate();
  const [scope, setScope] = useState<'brand' | 'all'>('brand');
  const toggle = (
    <ToggleButtonGroup size="small" exclusive value={scope} onChange={(_, v) => v && setScope(v)} sx={{ mb: 2 }} aria-label={translate('console.dashboard.scope')}>
      <ToggleButton value="brand">{translate('console.dashboard.this_brand')}</ToggleButton>
      <ToggleButton value="all">{translate('console.dashboard.all_brands')}</ToggleButton>
    </ToggleButtonGroup>
  );
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      {toggle}
      {scope === 'all' ? (
        <>
          <Title title={translate('console.dashboard.all_brands')} />
          <AllBrands />
        </>
      ) : (
        <BrandDashboard />
      )}
    </Box>
  );
}

function BrandDashboard() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const q = useQuery({ queryKey: ['ops-dashboard', pickedBrand()], queryFn: () => api<Dashboard>('GET', '/api/operator/dashboard'), staleTime: 30_000 });
  if (q.isPending) return <Loading />;
  if (!q.data) return <Typography sx={{ m: 2 }}>{translate(q.error?.message ?? 'err_system')}</Typography>;
  const { brand, windows, series } = q.data;
  const major = (minor: number) => minor / 10 ** brand.currency.minorDigits;
  const count = (n: number) => new Intl.NumberFormat(locale).format(n);
  const days = series.map((s) => s.day.slice(5));
  const label = (k: string) => translate(`console.dashboard.${k}`);
  return (
    <>
      <Title title={translate('console.dashboard.title', { brand: brand.name })} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, xl: 5 }}>
          <Card variant="outlined">
            <CardContent sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={translate('console.dashboard.figures')}>
              <Table size="small" aria-label={translate('console.dashboard.figures')}>
                <TableHead>
                  <TableRow>
                    <TableCell />
                    <TableCell align="right">{label('today')}</TableCell>
                    <TableCell align="right">{label('days7')}</TableCell>
                    <TableCell align="right">{label('days30')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {ROWS.map(({ key, money: isMoney }) => (
                    <TableRow key={key}>
                      <TableCell component="th" scope="row">
                        {label(key)}
                      </TableCell>
                      {(['today', 'days7', 'days30'] as const).map((w) => (
                        <TableCell key={w} align="right" data-testid={`${w}-${key}`} sx={{ whiteSpace: 'nowrap' }}>
                          {isMoney ? money(windows[w][key], brand.currency, locale) : count(windows[w][key])}
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, xl: 7 }}>
          <Card variant="outlined" sx={{ mb: 2 }}>
            <CardContent>
              <Typography variant="subtitle1" component="h2">
                {label('money_chart')}
              </Typography>
              <LineChart
                height={240}
                xAxis={[{ scaleType: 'point', data: days }]}
                series={[
                  { data: series.map((s) => major(s.depositAmount)), label: label('depositAmount') },
                  { data: series.map((s) => major(s.withdrawalAmount)), label: label('withdrawalAmount') },
                  { data: series.map((s) => major(s.ggr)), label: label('ggr') },
                ]}
              />
            </CardContent>
          </Card>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="subtitle1" component="h2">
                {label('players_chart')}
              </Typography>
              <BarChart
                height={220}
                xAxis={[{ scaleType: 'band', data: days }]}
                series={[
                  { data: series.map((s) => s.registrations), label: label('registrations') },
                  { data: series.map((s) => s.firstDeposits), label: label('firstDeposits') },
                  { data: series.map((s) => s.players), label: label('players') },
                ]}
              />
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </>
  );
}

// The console's frame: react-admin's responsive layout (a drawer menu on a tablet) with the brand picker and the
// language switch in the app bar. The picked brand's merchantCode goes with every call (api.ts x-merchant-code).
import { FormControl, InputLabel, MenuItem, Select } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AppBar, Layout, LoadingIndicator, LocalesMenuButton, TitlePortal, useTranslate } from 'react-admin';
import { api, pickBrand, pickedBrand } from './api';
import type { Brand } from './auth-provider';

export interface BrandInfo {
  id: string;
  brandName: string;
  merchantCode: string;
  currency: { code: string; symbol: string; minorDigits: number };
}

/** The brand the calls go to (the picked one, else the host's), with its currency for amounts. */
export const useBrand = () => useQuery({ queryKey: ['ops-brand', pickedBrand()], queryFn: () => api<BrandInfo>('GET', '/api/operator/brand'), staleTime: 60_000 });

function BrandPicker() {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const brands = useQuery({ queryKey: ['ops-brands'], queryFn: () => api<Brand[]>('GET', '/api/operator/brands'), staleTime: 60_000 });
  const current = useBrand();
  const [, rerender] = useState(0);
  const value = pickedBrand() ?? current.data?.merchantCode ?? '';
  if (!brands.data?.length || !value) return null;
  return (
    <FormControl size="small" sx={{ flex: '0 0 auto', width: { xs: 140, sm: 200 }, mx: 1, '& .MuiInputBase-root': { color: 'inherit' }, '& .MuiInputLabel-root, & .MuiSvgIcon-root': { color: 'inherit' } }}>
      <InputLabel id="brand-picker-label">{translate('console.brand.label')}</InputLabel>
      <Select
        labelId="brand-picker-label"
        id="brand-picker"
        label={translate('console.brand.label')}
        value={brands.data.some((b) => b.merchantCode === value) ? value : ''}
        onChange={(e) => {
          pickBrand(String(e.target.value));
          rerender((n) => n + 1);
          // Every list shows the new brand's rows.
          void queryClient.invalidateQueries();
        }}
      >
        {brands.data.map((b) => (
          <MenuItem key={b.merchantCode} value={b.merchantCode}>
            {b.name}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}

function ConsoleAppBar() {
  return (
    <AppBar
      toolbar={
        <>
          <BrandPicker />
          <LocalesMenuButton />
          <LoadingIndicator />
        </>
      }
    >
      <TitlePortal />
    </AppBar>
  );
}

/** react-admin's frame grows to fit its widest table (min-width: fit-content); here the page keeps the window's
 * width and a wide table scrolls inside its list (fields.tsx listSx), so a tablet never scrolls the page sideways. */
const frameSx = { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } } as const;

export const ConsoleLayout = ({ children }: { children: ReactNode }) => (
  <Layout appBar={ConsoleAppBar} sx={frameSx}>
    {children}
  </Layout>
);

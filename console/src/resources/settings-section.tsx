// The pieces the brand settings screens share (brand-settings.tsx and its sections): a query of the picked brand, a
// save that shows the server's answer, and a titled card that says when the operator may only look.
import { Card, CardContent, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { api, pickedBrand } from '../api';
import { notifyError } from '../fields';

/** A query of the picked brand (the brand picker invalidates every query). */
export const useBrandQuery = <T,>(name: string, path: string) => useQuery({ queryKey: [name, pickedBrand()], queryFn: () => api<T>('GET', path) });

/**
 * Sends one change; on success notifies (`done` key) and reloads the screen's queries, on refusal shows the server's
 * message. Answers whether it worked.
 */
export function useSave() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const save = async (method: 'PUT' | 'POST', path: string, body: unknown, done = 'console.settings.saved') => {
    setBusy(true);
    try {
      await api(method, path, body);
      notify(done, { type: 'success' });
      await queryClient.invalidateQueries();
      return true;
    } catch (err) {
      notifyError(notify, err);
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { save, busy };
}

/** A titled card; `readOnly` says so under the title for an operator who may only look. */
export function Section({ id, title, help, readOnly, children }: { id: string; title: string; help?: string; readOnly: boolean; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Card component="section" aria-labelledby={`${id}-title`} sx={{ mb: 2 }}>
      <CardContent>
        <Typography id={`${id}-title`} component="h2" variant="h6">
          {translate(title)}
        </Typography>
        {help && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate(help)}
          </Typography>
        )}
        {readOnly && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid={`${id}-read-only`}>
            {translate('console.settings.read_only')}
          </Typography>
        )}
        {children}
      </CardContent>
    </Card>
  );
}

/** An ISO time as a datetime-local input's value (the operator's time zone), and back (empty: no bound). */
export const toLocalInput = (iso: string | null | undefined) => {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
export const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : null);

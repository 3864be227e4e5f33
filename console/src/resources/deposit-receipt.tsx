// The receipt of a manual bank transfer in the deposits queue (issue 19 item 2): whether the player attached one and,
// if so, a thumbnail that opens the full image. The image is fetched with the console's credentials and the picked
// brand (an <img src> could not send x-merchant-code), and shown as a data: URL.
import { Box, ButtonBase, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Button as MuiButton } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { fileDataUrl, pickedBrand } from '../api';

/** The image as a data: URL (fileDataUrl). */
function useReceiptImage(url: string | null): string | null {
  const q = useQuery({
    queryKey: ['deposit-receipt', pickedBrand(), url],
    enabled: !!url,
    staleTime: Infinity,
    queryFn: () => fileDataUrl(url!),
  });
  return q.data ?? null;
}

export function ReceiptField(_: { label?: string; source?: string; sortable?: boolean }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const url = record?.hasReceipt && typeof record.receiptUrl === 'string' ? record.receiptUrl : null;
  const src = useReceiptImage(url);
  if (!record) return null;
  if (!url) return <Chip size="small" variant="outlined" label={translate('console.receipt.none')} />;
  const alt = translate('console.receipt.image', { id: record.id });
  return (
    <>
      <ButtonBase onClick={() => setOpen(true)} aria-label={translate('console.receipt.open', { id: record.id })} sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        {src ? <Box component="img" src={src} alt={alt} sx={{ width: 48, height: 48, objectFit: 'cover', display: 'block' }} /> : <Chip size="small" label={translate('console.receipt.attached')} />}
      </ButtonBase>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={`receipt-title-${record.id}`} maxWidth="md">
        <DialogTitle id={`receipt-title-${record.id}`}>{translate('console.receipt.title', { id: record.id })}</DialogTitle>
        <DialogContent>{src && <Box component="img" src={src} alt={alt} sx={{ maxWidth: '100%', maxHeight: '75vh', display: 'block' }} />}</DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOpen(false)}>{translate('ra.action.close')}</MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
}

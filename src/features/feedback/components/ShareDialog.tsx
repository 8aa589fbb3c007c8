import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formLink } from '../model';
import { TextInput } from '../../../components/TextInput';

/** The public link of a published form, to copy, and its QR code, to print on a handout or show on a screen. */
export function ShareDialog({
  formId,
  title,
  onClose,
}: {
  formId: string;
  title: string;
  onClose: () => void;
}) {
  const link = formLink(window.location.origin, formId);
  const qr = useQuery({
    queryKey: ['feedback', 'qr', link],
    queryFn: async () =>
      (await import('qrcode')).default.toDataURL(link, { width: 480, margin: 2, errorCorrectionLevel: 'M' }),
    staleTime: Infinity,
  });
  const [copied, setCopied] = useState<boolean | null>(null);
  return (
    <Dialog open onClose={onClose} aria-labelledby="share-title" fullWidth maxWidth="xs">
      <DialogTitle id="share-title">Share “{title}”</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1, alignItems: 'center' }}>
          <TextInput
            label="Link to the form"
            value={link}
            fullWidth
            slotProps={{ htmlInput: { readOnly: true } }}
            onFocus={(e) => e.target.select()}
          />
          {copied !== null && (
            <Alert severity={copied ? 'success' : 'info'} sx={{ width: '100%' }}>
              {copied ? 'Link copied.' : 'Select the link and copy it.'}
            </Alert>
          )}
          {qr.data && <img src={qr.data} alt={`QR code for the form ${title}`} width={220} height={220} />}
          {qr.isError && <Alert severity="error">The QR code could not be drawn.</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button
          onClick={() =>
            navigator.clipboard.writeText(link).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          Copy link
        </Button>
        {qr.data && (
          <Button component="a" href={qr.data} download={`feedback-${formId}-qr.png`}>
            Download QR code
          </Button>
        )}
        <Button onClick={onClose}>Done</Button>
      </DialogActions>
    </Dialog>
  );
}

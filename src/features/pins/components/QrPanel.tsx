import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import QRCode from 'qrcode';
import type { WithId } from '../../../lib/converter';
import { messageOf } from '../../../lib/errors';
import type { Pin } from '../model';
import { useMakeQrCode } from '../queries';
import { defaultQrPath } from '../service';

const draw = (path: string) => QRCode.toDataURL(path, { width: 480, margin: 2, errorCorrectionLevel: 'M' });

/** Generates the pin's QR code (from its qrPath), to download as PNG or print. */
export default function QrPanel({ pin }: { pin: WithId<Pin> }) {
  const qr = useMakeQrCode(draw);
  const image = qr.data ?? null;
  const path = pin.qrPath || defaultQrPath(pin);

  function print() {
    const win = window.open('', '_blank');
    if (!win || !image) return;
    const doc = win.document;
    doc.title = `QR code for ${pin.pinKey}`;
    const img = doc.createElement('img');
    img.src = image;
    img.alt = `QR code for ${pin.pinKey}`;
    const caption = doc.createElement('p');
    caption.textContent = `${pin.title || pin.pinKey} (${path})`;
    doc.body.append(img, caption);
    img.onload = () => win.print();
  }

  return (
    <Box sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        QR code for <code>{path}</code>
      </Typography>
      {qr.isError && <Alert severity="error">{messageOf(qr.error)}</Alert>}
      {image ? (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <img src={image} alt={`QR code for pin ${pin.pinKey}`} width={180} height={180} />
          <Stack direction="row" spacing={1}>
            <Button component="a" href={image} download={`qr-${pin.pinKey}.png`} variant="outlined">
              Download PNG
            </Button>
            <Button variant="outlined" onClick={print}>
              Print
            </Button>
          </Stack>
        </Stack>
      ) : (
        <Button variant="outlined" disabled={qr.isPending} onClick={() => qr.mutate({ pin, path })}>
          Generate QR code
        </Button>
      )}
    </Box>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import QRCode from 'qrcode';
import { useState } from 'react';
import type { WithId } from '../../../lib/converter';
import { messageOf } from '../../../lib/errors';
import type { Pin } from '../model';
import { pinKeys } from '../queries';
import { defaultQrPath, setQrPath } from '../service';

/** Generates the pin's QR code (from its qrPath), to download as PNG or print. */
export default function QrPanel({ pin }: { pin: WithId<Pin> }) {
  const client = useQueryClient();
  const [image, setImage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const path = pin.qrPath || defaultQrPath(pin);

  async function generate() {
    setError(null);
    try {
      // The path is saved first so the printed code and the data always agree.
      if (!pin.qrPath) {
        await setQrPath(pin.pinKey, path);
        await client.invalidateQueries({ queryKey: pinKeys.all });
      }
      setImage(await QRCode.toDataURL(path, { width: 480, margin: 2, errorCorrectionLevel: 'M' }));
    } catch (e) {
      setError(messageOf(e));
    }
  }

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
      {error && <Alert severity="error">{error}</Alert>}
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
        <Button variant="outlined" onClick={() => void generate()}>
          Generate QR code
        </Button>
      )}
    </Box>
  );
}

import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QueryState } from '../../../components/QueryState';
import { useLogos } from '../../organisations';

const logoSx = {
  height: 56,
  maxWidth: 180,
  objectFit: 'contain',
  bgcolor: 'background.paper',
  borderRadius: 1,
  p: 1,
  border: 1,
  borderColor: 'divider',
} as const;

/**
 * The organisation's own logo and its partner logos, from the Organisations logos lookup (which falls back to
 * none, with sample logos for the demo organisation).
 */
export function PartnerLogos({ organisationId, name }: { organisationId: string; name: string }) {
  const logos = useLogos(organisationId);
  return (
    <QueryState
      query={logos}
      rows={1}
      loadingLabel="Loading logos"
      isEmpty={(shown) => !shown.logoUrl && shown.partnerLogoUrls.length === 0}
      empty={
        <Typography variant="body2" color="text.secondary">
          No logos yet: the organisation’s administrator adds them in its settings.
        </Typography>
      }
    >
      {(shown) => (
        <Stack
          direction="row"
          spacing={2}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: 'center' }}
          aria-label="Logos"
          role="group"
        >
          {shown.logoUrl && <Box component="img" src={shown.logoUrl} alt={`${name} logo`} sx={logoSx} />}
          {shown.partnerLogoUrls.map((url, i) => (
            <Box key={url} component="img" src={url} alt={`Partner logo ${i + 1}`} sx={logoSx} />
          ))}
        </Stack>
      )}
    </QueryState>
  );
}

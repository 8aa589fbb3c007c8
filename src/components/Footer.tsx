import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { env } from '../lib/env';
import { useClientValue } from '../lib/use-client-value';

const thisYear = () => new Date().getFullYear();

export function Footer() {
  // Pages rendered at build time leave the year to the browser: the build's year may be last year's by then.
  const year = useClientValue(thisYear, null);
  return (
    <Box
      component="footer"
      sx={{
        borderTop: 1,
        borderColor: 'divider',
        py: 2,
        px: 3,
        display: 'flex',
        gap: 3,
        flexWrap: 'wrap',
        alignItems: 'center',
      }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
        ©{year === null ? '' : ` ${year}`} Storytelling Admin. All rights reserved.
      </Typography>
      <Link component={RouterLink} to="/privacy" variant="body2">
        Privacy Policy
      </Link>
      <Link href={`mailto:${env.VITE_CONTACT_EMAIL}`} variant="body2">
        Contact Us
      </Link>
    </Box>
  );
}

import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { env } from '../lib/env';

export function Footer() {
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
        © {new Date().getFullYear()} Storytelling Admin. All rights reserved.
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

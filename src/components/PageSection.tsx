import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** The content column every screen sits in: readable width, the theme's lg padding. */
export function PageSection({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <Box sx={{ mx: 'auto', width: '100%', maxWidth: wide ? 1400 : 960, px: { xs: 2, sm: 3 }, py: 3 }}>
      {children}
    </Box>
  );
}

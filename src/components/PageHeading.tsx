import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A page's h1, with what `children` say under it, and `action` (often a super admin's organisation picker) at
 * the right on wider screens or below on a phone.
 */
export function PageHeading({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children?: ReactNode;
}) {
  const heading = <Typography variant="h1">{title}</Typography>;
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ justifyContent: 'space-between', mb: 2 }}
    >
      {children ? (
        <Box>
          {heading}
          {children}
        </Box>
      ) : (
        heading
      )}
      {action}
    </Stack>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** What a list shows when it has nothing yet: what belongs here and how to add the first one. */
export function EmptyState({ title, hint, action }: { title: string; hint?: string; action?: ReactNode }) {
  return (
    <Box sx={{ textAlign: 'center', py: 4, px: 2, color: 'text.secondary' }}>
      <Typography variant="body1" sx={{ fontWeight: 500, color: 'text.primary' }}>
        {title}
      </Typography>
      {hint && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {hint}
        </Typography>
      )}
      {action && <Box sx={{ mt: 2 }}>{action}</Box>}
    </Box>
  );
}

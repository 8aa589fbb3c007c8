import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

/** A placeholder for a list that is loading, shaped like its rows so nothing jumps when data arrives. */
export function LoadingRows({ rows = 4, label = 'Loading' }: { rows?: number; label?: string }) {
  return (
    <Box role="progressbar" aria-label={label} aria-busy="true">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={40} sx={{ my: 1 }} />
      ))}
    </Box>
  );
}

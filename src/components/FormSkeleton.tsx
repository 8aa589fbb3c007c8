import Box from '@mui/material/Box';

/**
 * What a form opened from a link shows while its data is read: its fields' outlines, held still. Plain boxes,
 * not MUI's Skeleton, which would add its own code to pages whose first load is counted to the kilobyte; drawn
 * into the page's HTML at build time (src/prerender/), so the page has its shape before any script runs.
 */
export function FormSkeleton({ fields = 3, label }: { fields?: number; label: string }) {
  return (
    <Box role="progressbar" aria-label={label} aria-busy="true">
      {Array.from({ length: fields }, (_, i) => (
        <Box key={i} sx={{ height: 56, my: 2, borderRadius: 1, bgcolor: 'action.hover' }} />
      ))}
      <Box sx={{ height: 40, mt: 3, borderRadius: 1, bgcolor: 'action.selected' }} />
    </Box>
  );
}

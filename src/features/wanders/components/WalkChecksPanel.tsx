import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { OFF_ROUTE_METRES, type WalkCheck } from '../model';

const RULES: Record<WalkCheck['kind'], string> = {
  overlap:
    "Pins closer together than the sum of their trigger distances (each pin's collection radius, 25 m if it has none).",
  storyTooLong: 'A pin whose recordings last longer than the walk to the next pin at the pace above.',
  offRoute: `A pin more than ${OFF_ROUTE_METRES} m from the straight line between the pins before and after it.`,
  noRecording: 'A pin with no recording to play (rejected recordings do not count).',
};

/** The four walk checks, each with the pins concerned, or that it passed. */
export function WalkChecksPanel({ checks }: { checks: readonly WalkCheck[] }) {
  return (
    <Box component="section" aria-labelledby="walk-checks-heading">
      <Typography id="walk-checks-heading" variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
        Walk checks
      </Typography>
      <Stack spacing={1}>
        {checks.map((check) => (
          <Box key={check.kind} component="section" aria-label={check.title}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
                {check.title}
              </Typography>
              <Chip
                size="small"
                color={check.problems.length ? 'warning' : 'success'}
                label={check.problems.length ? `${check.problems.length} found` : 'OK'}
              />
            </Stack>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {RULES[check.kind]}
            </Typography>
            {check.problems.map((p) => (
              <Alert key={p.pinKeys.join('|')} severity="warning" sx={{ mt: 0.5 }}>
                {p.message}
              </Alert>
            ))}
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

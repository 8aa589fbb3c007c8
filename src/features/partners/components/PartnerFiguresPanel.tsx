import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { QueryState } from '../../../components/QueryState';
import type { FigureLine, Period } from '../figures';
import { usePartnerFigures } from '../queries';

/** The figures as a two-column list of tiles: a label, then the value (masked below 5). */
export function FigureTiles({ lines }: { lines: FigureLine[] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
        gap: 1.5,
        m: 0,
        '@media print': { gridTemplateColumns: 'repeat(4, 1fr)' },
      }}
    >
      {lines.map((l) => (
        <Box
          key={l.key}
          data-testid={`figure-${l.key}`}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5, breakInside: 'avoid' }}
        >
          <Typography component="dt" variant="body2" color="text.secondary">
            {l.label}
          </Typography>
          <Typography
            component="dd"
            // Words ("fewer than 5", "no answers yet") in a smaller size than numbers, so the tiles keep one height.
            sx={{ m: 0, fontSize: /^[\d.,]+$/.test(l.shown) ? '1.4rem' : '1rem', fontWeight: 600 }}
          >
            {l.shown}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** A partner's figures over the chosen period, from the analytics counters. */
export function PartnerFiguresPanel({ organisationId, period }: { organisationId: string; period: Period }) {
  const figures = usePartnerFigures(organisationId, period);
  return (
    <>
      <QueryState
        query={figures}
        rows={2}
        loadingLabel="Loading the figures"
        errorText="The figures could not be loaded"
      >
        {(lines) => <FigureTiles lines={lines} />}
      </QueryState>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
        Counts below 5 show as “fewer than 5”, so that no participant can be singled out.
      </Typography>
    </>
  );
}

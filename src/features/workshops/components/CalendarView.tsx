import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Workshop } from '../model';
import { localDayIso } from '../../../kernel/dates';

const DAY_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** A month grid with my assigned workshops on their dates; starts at the month of the next workshop. */
export function CalendarView({ workshops, uid }: { workshops: (Workshop & { id: string })[]; uid: string }) {
  const first = workshops[0]?.date ?? localDayIso();
  const [month, setMonth] = useState(() => new Date(`${first.slice(0, 7)}-01T00:00:00Z`));
  const y = month.getUTCFullYear();
  const m = month.getUTCMonth();
  const days = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const offset = (new Date(Date.UTC(y, m, 1)).getUTCDay() + 6) % 7; // Monday first
  const key = (d: number) => `${y}-${String(m + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  const label = month.toLocaleString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const shift = (n: number) => setMonth(new Date(Date.UTC(y, m + n, 1)));
  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }} spacing={1}>
        <IconButton aria-label="Previous month" onClick={() => shift(-1)}>
          ‹
        </IconButton>
        <Typography
          variant="h2"
          sx={{ fontSize: '1.25rem', minWidth: 180, textAlign: 'center' }}
          aria-live="polite"
        >
          {label}
        </Typography>
        <IconButton aria-label="Next month" onClick={() => shift(1)}>
          ›
        </IconButton>
      </Stack>
      <Box
        role="grid"
        aria-label={`Calendar ${label}`}
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: 0.5 }}
      >
        {DAY_NAMES.map((d) => (
          <Typography
            key={d}
            variant="caption"
            sx={{ textAlign: 'center', fontWeight: 600 }}
            role="columnheader"
          >
            {d}
          </Typography>
        ))}
        {Array.from({ length: offset }, (_, i) => (
          <Box key={`pad${i}`} />
        ))}
        {Array.from({ length: days }, (_, i) => {
          const items = workshops.filter((w) => w.date === key(i + 1));
          return (
            <Box
              key={i}
              role="gridcell"
              sx={{ minHeight: 72, border: 1, borderColor: 'divider', borderRadius: 1, p: 0.5 }}
            >
              <Typography variant="caption">{i + 1}</Typography>
              {items.map((w) => (
                <Typography
                  key={w.id}
                  variant="caption"
                  component="div"
                  data-testid="calendar-event"
                  sx={{
                    bgcolor: 'primary.main',
                    color: 'primary.contrastText',
                    borderRadius: 1,
                    px: 0.5,
                    mt: 0.25,
                    overflow: 'hidden',
                    textOverflow: 'ellipsis',
                  }}
                  title={`${w.title} ${w.startTime}–${w.endTime} (${w.responses[uid] ?? 'no response'})`}
                >
                  {w.startTime} {w.title}
                </Typography>
              ))}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

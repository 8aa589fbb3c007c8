import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { budgetSummary, zBudget } from '../../projects';
import { WeekBandsTable } from '../../workshops';
import { URGENCY, type Availability } from '../../workshops/model';
import type { InboxItem } from '../model';

/** Every answer the requester gave, labelled as the forms ask for it. */
const FIELDS: Record<InboxItem['kind'], [string, string][]> = {
  booking: [
    ['organisationName', 'Organisation'],
    ['organisationType', 'Organisation type'],
    ['participantCount', 'Participants'],
    ['duration', 'Duration (hours)'],
    ['preferredDates', 'Preferred dates'],
    ['contactName', 'Contact name'],
    ['contactEmail', 'Contact e-mail'],
    ['contactPhone', 'Contact phone'],
    ['notes', 'Notes'],
  ],
  group: [
    ['groupName', 'Group name'],
    ['department', 'Department'],
    ['groupSize', 'Group size'],
    ['groupDescription', 'About the group'],
    ['urgency', 'Urgency'],
    ['contactMethod', 'Contact method'],
    ['contactName', 'Contact name'],
    ['contact', 'Contact'],
    ['notes', 'Notes'],
  ],
  inquiry: [
    ['projectName', 'Project name'],
    ['organisationName', 'Organisation'],
    ['contactName', 'Contact name'],
    ['contactEmail', 'Contact e-mail'],
    ['message', 'Message'],
  ],
};

function shown(key: string, value: unknown): string {
  if (key === 'urgency' && typeof value === 'string' && value in URGENCY)
    return `${value}: ${URGENCY[value as keyof typeof URGENCY]}`;
  if (Array.isArray(value)) return value.join(', ');
  if (value === undefined || value === null || value === '') return '—';
  return String(value);
}

export function RequestDetails({ item }: { item: InboxItem }) {
  const record = item as Record<string, unknown>;
  const budget = item.kind === 'inquiry' ? zBudget.safeParse(record.budget) : null;
  return (
    <>
      <Table size="small" aria-label="What the requester gave">
        <TableBody>
          {FIELDS[item.kind].map(([key, label]) => (
            <TableRow key={key}>
              <TableCell component="th" scope="row" sx={{ width: 200, fontWeight: 500 }}>
                {label}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'pre-wrap' }}>{shown(key, record[key])}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {item.kind === 'group' && (
        <>
          <Typography variant="h3" sx={{ fontSize: '1.1rem', mt: 3, mb: 1 }}>
            When the group is available
          </Typography>
          <AvailabilityTable bands={(record.availability ?? {}) as Availability['bands']} />
        </>
      )}
      {budget?.success && (
        <>
          <Typography variant="h3" sx={{ fontSize: '1.1rem', mt: 3, mb: 1 }}>
            Budget
          </Typography>
          <Typography
            component="pre"
            variant="body2"
            sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', m: 0 }}
          >
            {budgetSummary(budget.data, String(record.projectName ?? ''))}
          </Typography>
        </>
      )}
    </>
  );
}

const WORDS = { available: 'Available', tentative: 'Tentative' } as const;

/** The group's weekday × time-band answers, read only: each cell says available, tentative or nothing. */
export function AvailabilityTable({ bands }: { bands: Availability['bands'] }) {
  return (
    <WeekBandsTable
      label="Availability by weekday and time band"
      cell={(day, b) => {
        const v = bands[day]?.[b.id];
        return (
          <TableCell
            key={b.id}
            sx={{
              bgcolor: v === 'available' ? 'success.light' : v === 'tentative' ? 'warning.light' : undefined,
              color: v ? 'common.black' : 'text.secondary',
            }}
          >
            {v ? WORDS[v] : '—'}
          </TableCell>
        );
      }}
    />
  );
}

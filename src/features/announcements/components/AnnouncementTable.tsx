import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../../kernel/dates';
import {
  announcementState,
  audienceText,
  STATE_LABELS,
  type AnnouncementState,
  type AnnouncementWithId,
} from '../model';
import { TableHeadRow } from '../../../components/TableHeadRow';

const STATE_COLOUR: Record<AnnouncementState, 'default' | 'success' | 'info'> = {
  scheduled: 'info',
  current: 'success',
  ended: 'default',
};

/** The admin list: each message with its audience in words, when it shows, its state and what can be done. */
export function AnnouncementTable({
  rows,
  now,
  organisationName,
  mayEdit,
  busyId,
  onEdit,
  onEmail,
  onDelete,
}: {
  rows: AnnouncementWithId[];
  now: Date;
  organisationName: (id: string) => string;
  mayEdit: (a: AnnouncementWithId) => boolean;
  busyId: string | null;
  onEdit: (a: AnnouncementWithId) => void;
  onEmail: (a: AnnouncementWithId) => void;
  onDelete: (a: AnnouncementWithId) => void;
}) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Messages">
        <TableHeadRow
          headings={['Title', 'Audience', 'Shows', 'State', { label: 'Actions', align: 'right' }]}
        />
        <TableBody>
          {rows.map((a) => {
            const state = announcementState(a, now);
            const editable = mayEdit(a);
            return (
              <TableRow key={a.id} hover>
                <TableCell>
                  <Typography variant="body2" sx={{ fontWeight: 500 }}>
                    {a.title}
                  </Typography>
                  <Stack direction="row" spacing={0.5} sx={{ mt: 0.5 }}>
                    {a.pinned && <Chip size="small" label="Pinned" color="primary" variant="outlined" />}
                    {a.emailMessageId && <Chip size="small" label="E-mailed" variant="outlined" />}
                  </Stack>
                </TableCell>
                <TableCell>{audienceText(a, organisationName)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(a.startsAt)} –<br />
                  {formatDateTime(a.endsAt)}
                </TableCell>
                <TableCell>
                  <Chip size="small" label={STATE_LABELS[state]} color={STATE_COLOUR[state]} />
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {editable && (
                    <>
                      <Button size="small" onClick={() => onEdit(a)} aria-label={`Edit ${a.title}`}>
                        Edit
                      </Button>
                      {!a.emailMessageId && state !== 'ended' && (
                        <Button
                          size="small"
                          onClick={() => onEmail(a)}
                          disabled={busyId === a.id}
                          aria-label={`E-mail ${a.title}`}
                        >
                          {busyId === a.id ? 'Sending…' : 'E-mail'}
                        </Button>
                      )}
                      <Button
                        size="small"
                        color="error"
                        onClick={() => onDelete(a)}
                        aria-label={`Delete ${a.title}`}
                      >
                        Delete
                      </Button>
                    </>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

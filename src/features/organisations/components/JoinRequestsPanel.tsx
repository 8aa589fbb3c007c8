import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyState } from '../../../components/EmptyState';
import { ListTable, type ListColumn } from '../../../components/ListTable';
import { OutcomeNotice, type Outcome } from '../../../components/OutcomeNotice';
import { QueryState } from '../../../components/QueryState';
import { formatDate } from '../../../kernel/dates';
import { INVITATION_ROLE_WORDING, ROLE_LABELS } from '../../../kernel/roles';
import type { WithId } from '../../../lib/converter';
import { messageOf } from '../../../lib/errors';
import type { JoinRequest } from '../../memberships/model';
import { useDecideJoinRequest, useJoinRequests, useOrganisation, type JoinDecision } from '../queries';

type Row = WithId<JoinRequest>;
const who = (r: Row) => r.name || r.email;

/**
 * The approval queue: people who joined with a shared code where the organisation requires approval. They have
 * no access until an admin approves; either way the server e-mails them the answer.
 */
export function JoinRequestsPanel({ organisationId }: { organisationId: string }) {
  const requests = useJoinRequests(organisationId);
  const organisation = useOrganisation(organisationId);
  const decide = useDecideJoinRequest(organisationId);
  const [declining, setDeclining] = useState<Row | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const rows = useMemo(() => requests.data ?? [], [requests.data]);

  const act = (row: Row, decision: JoinDecision) => {
    setOutcome(null);
    decide.mutate(
      { userId: row.userKey, decision },
      {
        onSuccess: () => {
          setDeclining(null);
          setOutcome({
            ok: true,
            text:
              decision === 'approve'
                ? `${who(row)} is now a member. They get an e-mail saying so.`
                : `${who(row)}’s request was declined. They get an e-mail saying so.`,
          });
        },
        onError: (error) => {
          setDeclining(null);
          setOutcome({ ok: false, text: messageOf(error) });
        },
      },
    );
  };
  const busyWith = decide.isPending ? decide.variables?.userId : undefined;

  const columns: ListColumn<Row>[] = [
    { id: 'name', header: 'Name', minWidth: 140, text: (r) => r.name || '—', value: (r) => r.name },
    { id: 'email', header: 'E-mail', minWidth: 180, text: (r) => r.email, value: (r) => r.email },
    {
      id: 'role',
      header: 'Asks to join as',
      text: (r) => INVITATION_ROLE_WORDING[r.role] ?? ROLE_LABELS[r.role],
      value: (r) => r.role,
    },
    { id: 'code', header: 'Code', text: (r) => r.accessCode, value: (r) => r.accessCode },
    {
      id: 'requestedAt',
      header: 'Asked on',
      text: (r) => formatDate(r.requestedAt),
      value: (r) => r.requestedAt,
    },
    {
      id: 'actions',
      header: 'Decision',
      align: 'right',
      render: (r) => (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button
            size="small"
            variant="contained"
            disabled={busyWith === r.userKey}
            aria-label={`Approve ${who(r)}`}
            onClick={() => act(r, 'approve')}
          >
            Approve
          </Button>
          <Button
            size="small"
            color="error"
            disabled={busyWith === r.userKey}
            aria-label={`Decline ${who(r)}`}
            onClick={() => setDeclining(r)}
          >
            Decline
          </Button>
        </Stack>
      ),
    },
  ];

  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        People who joined with a shared code wait here with no access until an administrator decides. Personal
        invitations and temporary members’ codes need no approval: making them was the decision.
      </Typography>
      {organisation.data && !organisation.data.settings.requireApproval && (
        <Alert severity="info">
          Approval is off: people who join with a code become members at once. Turn it on in{' '}
          <Link component={RouterLink} to="/org-settings">
            Organisation Settings
          </Link>
          .
        </Alert>
      )}
      <OutcomeNotice outcome={outcome} onClose={() => setOutcome(null)} sx={{}} />
      <QueryState
        query={requests}
        loadingLabel="Loading join requests"
        empty={<EmptyState title="No one is waiting" hint="New requests to join appear here." />}
      >
        {() => (
          <ListTable
            rows={rows}
            columns={columns}
            label="Join requests"
            getRowId={(r) => r.id}
            rowAttributes={() => ({ 'data-testid': 'join-request-row' })}
          />
        )}
      </QueryState>
      <ConfirmDialog
        open={declining !== null}
        title={`Decline ${declining ? who(declining) : ''}?`}
        message="They do not join the organisation and get an e-mail saying so. They may ask again with a code."
        confirmLabel="Decline"
        busy={decide.isPending}
        onConfirm={() => declining && act(declining, 'decline')}
        onClose={() => setDeclining(null)}
      />
    </Stack>
  );
}

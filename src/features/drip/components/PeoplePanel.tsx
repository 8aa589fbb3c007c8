import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FormTextField } from '../../../components/FormTextField';
import { TextInput } from '../../../components/TextInput';
import { OutcomeNotice } from '../../../components/OutcomeNotice';
import { outcomeOf } from '../../../components/mutation-outcome';
import type { WithId } from '../../../lib/converter';
import { zEnrolForm, type EnrolForm } from '../enrol-form';
import { EXIT_LABELS, nextDue, type DripCampaign, type DripEnrollment } from '../model';
import { useChangeEnrolment } from '../queries';
import { formatWhen } from './format';
import { TableHeadRow } from '../../../components/TableHeadRow';

const SHOWN = 100;

/** The campaign's people: enrol one by hand, see where each one is, remove one. */
export function PeoplePanel({
  organisationId,
  campaign,
  enrolments,
}: {
  organisationId: string;
  campaign: WithId<DripCampaign>;
  enrolments: WithId<DripEnrollment>[];
}) {
  const { control, handleSubmit, reset } = useForm<EnrolForm>({
    resolver: zodResolver(zEnrolForm),
    defaultValues: { email: '', name: '' },
  });
  const [removing, setRemoving] = useState<WithId<DripEnrollment> | null>(null);
  const change = useChangeEnrolment(organisationId);

  const enrol = handleSubmit(({ email, name }) =>
    change.mutate({ action: 'enrol', campaignId: campaign.id, email, name }, { onSuccess: () => reset() }),
  );

  return (
    <Box component="section" aria-labelledby="drip-people-title" sx={{ mt: 4 }}>
      <Typography id="drip-people-title" variant="h2" sx={{ mb: 1 }}>
        People
      </Typography>
      <Stack
        component="form"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        onSubmit={(e) => void enrol(e)}
        noValidate
        sx={{ mb: 2 }}
      >
        <Controller
          control={control}
          name="email"
          render={({ field: { ref, onChange, ...field }, fieldState }) => (
            <TextInput
              {...field}
              inputRef={ref}
              onChange={(e) => {
                // A new address puts the last enrolment's outcome away.
                change.reset();
                onChange(e);
              }}
              label="E-mail to enrol"
              type="email"
              error={!!fieldState.error}
              helperText={fieldState.error?.message}
              size="small"
              sx={{ minWidth: 280 }}
            />
          )}
        />
        <FormTextField control={control} name="name" label="Name (optional)" size="small" />
        <Button type="submit" variant="outlined" disabled={change.isPending || campaign.state === 'archived'}>
          Enrol
        </Button>
      </Stack>
      <OutcomeNotice
        outcome={outcomeOf(change, (_d, v) =>
          v.action === 'enrol' ? `${v.email} is enrolled` : `${v.email} is removed from the campaign`,
        )}
        onClose={() => change.reset()}
      />
      {enrolments.length === 0 ? (
        <Typography color="text.secondary">Nobody is enrolled yet.</Typography>
      ) : (
        <TableContainer sx={{ maxHeight: 480 }}>
          <Table size="small" stickyHeader aria-label="Enrolled people">
            <TableHeadRow
              headings={['Person', 'Status', 'Steps done', 'Next', { label: 'Actions', align: 'right' }]}
            />
            <TableBody>
              {enrolments.slice(0, SHOWN).map((e) => {
                const due = e.status === 'active' ? nextDue(campaign, e) : null;
                return (
                  <TableRow key={e.id} data-testid="drip-person">
                    <TableCell>
                      {e.email}
                      {e.name && (
                        <Typography variant="body2" color="text.secondary" component="span">
                          {' '}
                          ({e.name})
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        label={
                          e.status === 'exited'
                            ? `Left: ${e.exitReason ? EXIT_LABELS[e.exitReason] : 'unknown'}`
                            : e.status === 'completed'
                              ? 'Completed'
                              : 'Active'
                        }
                        color={e.status === 'active' ? 'success' : 'default'}
                        variant={e.status === 'active' ? 'filled' : 'outlined'}
                      />
                    </TableCell>
                    <TableCell>
                      {Object.keys(e.steps).length} of {campaign.steps.length}
                    </TableCell>
                    <TableCell>{due ? `Step ${due.index + 1}, ${formatWhen(due.at)}` : '—'}</TableCell>
                    <TableCell align="right">
                      {e.status === 'active' && (
                        <Button
                          size="small"
                          color="warning"
                          onClick={() => setRemoving(e)}
                          aria-label={`Remove ${e.email}`}
                        >
                          Remove
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {enrolments.length > SHOWN && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          The {SHOWN} most recent of {enrolments.length} enrolments are shown.
        </Typography>
      )}
      <ConfirmDialog
        open={!!removing}
        title="Remove from the campaign?"
        message={`${removing?.email ?? ''} gets no more steps of “${campaign.name}”.`}
        confirmLabel="Remove"
        busy={change.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          change.mutate(
            { action: 'remove', campaignId: campaign.id, email: removing.email },
            { onSettled: () => setRemoving(null) },
          );
        }}
      />
    </Box>
  );
}

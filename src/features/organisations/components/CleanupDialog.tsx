import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { EmptyState } from '../../../components/EmptyState';
import { QueryState } from '../../../components/QueryState';
import { messageOf } from '../../../lib/errors';
import { countOf } from '../../../lib/plural';
import { ROLE_LABELS } from '../../../kernel/roles';
import type { Member } from '../model';
import { useCleanupPreview, useRunCleanup } from '../queries';
import type { CleanupProgress, CleanupResult } from '../removal-service';
import { useOrgAccess } from '../../session';

const zConfirm = z.object({
  understood: z.boolean().check(z.refine((v) => v, 'Tick the box to confirm.')),
});
type Confirm = z.infer<typeof zConfirm>;

const nameOf = (m: Pick<Member, 'name' | 'email'>) => m.name || m.email || 'Unnamed member';

function outcomeText(r: CleanupResult): string {
  const parts = [`${countOf(r.deleted, 'record')} deleted`];
  if (r.left > 0) parts.push(`${countOf(r.left, 'member')} left but stay in their other organisations`);
  return r.stopped
    ? `Stopped after removing ${r.removed} of ${r.total}: ${parts.join('; ')}. Run the cleanup again to finish.`
    : `${countOf(r.removed, 'member')} removed: ${parts.join('; ')}.`;
}

/**
 * End-of-year cleanup: removes every plain member of the organisation at once, after a preview
 * of who goes and who stays (and why) and a confirmation, with progress as the batches of 450 writes go through.
 */
export function CleanupDialog({
  organisationId,
  organisationName,
  onClose,
}: {
  organisationId: string;
  organisationName: string;
  onClose: () => void;
}) {
  const { isSuperAdmin } = useOrgAccess();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const preview = useCleanupPreview(organisationId);
  const cleanup = useRunCleanup(organisationId);
  const [progress, setProgress] = useState<CleanupProgress | null>(null);
  const [stopping, setStopping] = useState(false);
  const [controller, setController] = useState<AbortController | null>(null);
  const form = useForm<Confirm>({ resolver: zodResolver(zConfirm), defaultValues: { understood: false } });

  const running = cleanup.isPending;
  const goes = preview.data?.goes ?? [];
  const stays = preview.data?.stays ?? [];
  const finished = cleanup.isSuccess || cleanup.isError;

  const submit = form.handleSubmit(() => {
    const stop = new AbortController();
    setController(stop);
    setStopping(false);
    setProgress({ removed: 0, total: goes.length });
    cleanup.mutate(
      {
        actorIsSuperAdmin: isSuperAdmin,
        only: goes.map((m) => m.userKey),
        onProgress: setProgress,
        signal: stop.signal,
      },
      { onSettled: () => form.reset({ understood: false }) },
    );
  });

  return (
    <Dialog
      open
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      onClose={running ? undefined : onClose}
      aria-labelledby="cleanup-title"
      // The paper is the form, so that on a phone the title and buttons stay put while the lists scroll.
      slotProps={{ paper: { component: 'form', onSubmit: (e: FormEvent) => void submit(e) } }}
    >
      <DialogTitle id="cleanup-title">End-of-year cleanup</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            Removes every plain member of {organisationName || 'this organisation'} at once, as removing them
            one by one does: temporary members are deleted with their codes; everyone else leaves with their
            personal codes and group places. Organisation admins, super admins, moderators and facilitators
            stay, and so do the class codes, ready for next year. Unlike removing one member, the cleanup
            cannot be undone from History.
          </Typography>
          {cleanup.isSuccess && (
            <Alert severity={cleanup.data.stopped ? 'warning' : 'success'} role="status">
              {outcomeText(cleanup.data)}
            </Alert>
          )}
          {cleanup.isError && (
            <Alert severity="error" role="alert">
              {messageOf(cleanup.error)}
              {progress && (
                <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
                  {progress.removed} of {progress.total} were removed before it stopped; run the cleanup again
                  to finish.
                </Box>
              )}
            </Alert>
          )}
          {progress && (running || finished) && (
            <Box>
              <LinearProgress
                variant="determinate"
                value={progress.total ? (100 * progress.removed) / progress.total : 100}
                aria-label="Cleanup progress"
              />
              <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="cleanup-progress">
                Removed {progress.removed} of {progress.total}
                {stopping && running ? ' · stopping after this batch' : ''}
              </Typography>
            </Box>
          )}
          <QueryState query={preview} rows={3} loadingLabel="Working out who goes and who stays">
            {() =>
              !running && (
                <>
                  {goes.length === 0 && (
                    <EmptyState
                      title="Nobody to remove"
                      hint="Only people who stay through cleanup are left: organisation admins, super admins, moderators and facilitators."
                    />
                  )}
                  <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
                    {goes.length > 0 && (
                      <PeopleList title={`Will be removed (${goes.length})`} testId="cleanup-goes">
                        {goes.map((m) => (
                          <ListItem key={m.userKey} disableGutters>
                            <ListItemText
                              primary={nameOf(m)}
                              secondary={m.isTemporary ? 'Temporary member' : m.email || undefined}
                            />
                          </ListItem>
                        ))}
                      </PeopleList>
                    )}
                    <PeopleList title={`Will stay (${stays.length})`} testId="cleanup-stays">
                      {stays.map(({ member, reason }) => (
                        <ListItem
                          key={member.userKey}
                          disableGutters
                          secondaryAction={<Chip size="small" label={ROLE_LABELS[reason]} />}
                        >
                          <ListItemText primary={nameOf(member)} secondary={member.email || undefined} />
                        </ListItem>
                      ))}
                    </PeopleList>
                  </Stack>
                  {goes.length > 0 && (
                    <Controller
                      control={form.control}
                      name="understood"
                      render={({ field, fieldState }) => (
                        <FormControl error={!!fieldState.error}>
                          <FormControlLabel
                            control={
                              <Checkbox
                                checked={field.value}
                                onChange={(e) => field.onChange(e.target.checked)}
                                onBlur={field.onBlur}
                                slotProps={{ input: { ref: field.ref } }}
                              />
                            }
                            label={`I understand that ${countOf(goes.length, 'member')} will be removed and this cannot be undone.`}
                          />
                          {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
                        </FormControl>
                      )}
                    />
                  )}
                </>
              )
            }
          </QueryState>
        </Stack>
      </DialogContent>
      <DialogActions>
        {running ? (
          <Button
            onClick={() => {
              setStopping(true);
              controller?.abort();
            }}
            disabled={stopping}
          >
            Stop after this batch
          </Button>
        ) : (
          <>
            <Button onClick={onClose}>{finished || goes.length === 0 ? 'Close' : 'Cancel'}</Button>
            {goes.length > 0 && (
              <Button type="submit" color="error" variant="contained" disabled={preview.isFetching}>
                Remove {countOf(goes.length, 'member')}
              </Button>
            )}
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}

function PeopleList({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Box sx={{ flex: 1, minWidth: 0 }} data-testid={testId}>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      <List
        dense
        aria-label={title}
        sx={{ maxHeight: 280, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5 }}
      >
        {children}
      </List>
    </Box>
  );
}

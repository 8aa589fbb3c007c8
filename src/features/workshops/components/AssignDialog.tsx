import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { useForm, useWatch } from 'react-hook-form';
import { EmptyState } from '../../../components/EmptyState';
import { QueryState } from '../../../components/QueryState';
import { SelectInput } from '../../../components/SelectInput';
import { messageOf } from '../../../lib/errors';
import { zAssignForm, type AssignForm } from '../facilitator-forms';
import type { Workshop } from '../model';
import { useFacilitators, useWorkshops } from '../queries';
import { useAvailabilityOf, useOffersFor } from '../offer-queries';
import { rankFacilitators, type RankedCandidate } from '../ranking';
import type { FacilitatorOption } from '../service';
import type { SubmitDialogProps } from './submit-dialog';
import { DialogButtons } from '../../../components/DialogButtons';

type Assignment = Workshop['facilitators'][number];

/**
 * Pick facilitators and their type (primary or recording); newly assigned ones get a confirmation e-mail. The
 * facilitators are ranked (answer to the offer, general availability for the workshop's weekday and hours,
 * compliance, workshops that month) and each says why. The screen saves (`onSubmit`) and closes the dialog when
 * it went through; a failure shows here.
 */
export function AssignDialog({
  workshop,
  busy,
  failure,
  onClose,
  onSubmit,
}: { workshop: Workshop & { id: string } } & SubmitDialogProps<Assignment[]>) {
  const facilitators = useFacilitators();
  const offers = useOffersFor(workshop.id);
  const workshops = useWorkshops();
  const availability = useAvailabilityOf(
    (facilitators.data ?? []).map((f) => f.userId),
    facilitators.isSuccess,
  );
  // The ranking waits for everything it weighs; a list of no facilitators needs nothing else.
  const inputs = {
    isPending:
      facilitators.isPending ||
      (!!facilitators.data?.length && (offers.isPending || workshops.isPending || availability.isPending)),
    isError: facilitators.isError || offers.isError || workshops.isError || availability.isError,
    error: facilitators.error ?? offers.error ?? workshops.error ?? availability.error,
    data: facilitators.data,
    refetch: async () => {
      await Promise.all([offers.refetch(), workshops.refetch(), availability.refetch()]);
      return facilitators.refetch();
    },
  };
  const ranked = (people: FacilitatorOption[]) =>
    rankFacilitators({
      workshop,
      candidates: people,
      offers: offers.data ?? [],
      availability: availability.data ?? {},
      compliance: Object.fromEntries(people.map((p) => [p.userId, p.compliance])),
      workshops: workshops.data ?? [],
    });
  const form = useForm<AssignForm>({
    resolver: zodResolver(zAssignForm),
    defaultValues: { assignments: workshop.facilitators },
  });
  const chosen = new Map(
    useWatch({ control: form.control, name: 'assignments' }).map((a) => [a.userId, a] as const),
  );
  const setChosen = (next: Map<string, Assignment>) => form.setValue('assignments', [...next.values()]);
  const submit = form.handleSubmit(({ assignments }) => onSubmit(assignments));

  function toggle(f: { userId: string; name: string; email: string }) {
    const next = new Map(chosen);
    if (next.has(f.userId)) next.delete(f.userId);
    else
      next.set(f.userId, {
        userId: f.userId,
        name: f.name,
        email: f.email,
        type: next.size === 0 ? 'primary' : 'recording',
      });
    setChosen(next);
  }

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby="assign-title">
      <DialogTitle id="assign-title">Assign facilitators: {workshop.title}</DialogTitle>
      <DialogContent>
        {failure != null && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {messageOf(failure)}. The assignment was saved; resend the e-mail from Email Management.
          </Alert>
        )}
        <QueryState
          query={inputs}
          loadingLabel="Loading facilitators"
          empty={
            <EmptyState
              title="No facilitators yet"
              hint="Give someone the facilitator role in an organisation first."
            />
          }
        >
          {(people) => (
            <List dense aria-label="Facilitators, best match first">
              {ranked(people).map((f) => {
                const a = chosen.get(f.userId);
                return (
                  <ListItem
                    key={f.userId}
                    data-testid={`candidate-${f.userId}`}
                    alignItems="flex-start"
                    secondaryAction={
                      a && (
                        <SelectInput
                          size="small"
                          label="Type"
                          value={a.type}
                          onChange={(e) =>
                            setChosen(
                              new Map(chosen).set(f.userId, {
                                ...a,
                                type: e.target.value as Assignment['type'],
                              }),
                            )
                          }
                        >
                          <MenuItem value="primary">Primary</MenuItem>
                          <MenuItem value="recording">Recording</MenuItem>
                        </SelectInput>
                      )
                    }
                  >
                    <Checkbox
                      edge="start"
                      checked={!!a}
                      onChange={() => toggle(f)}
                      slotProps={{ input: { 'aria-label': `Assign ${f.name || f.email}` } }}
                    />
                    <ListItemText
                      primary={
                        <>
                          {f.rank}. {f.name || f.email} <AnswerChip answer={f.answer} />
                        </>
                      }
                      secondary={f.reasons.join(' · ')}
                      slotProps={{ secondary: { 'data-testid': 'why' } as object }}
                    />
                  </ListItem>
                );
              })}
            </List>
          )}
        </QueryState>
      </DialogContent>
      <DialogButtons
        label="Save assignments"
        busy={busy}
        disabled={facilitators.isPending}
        onCancel={onClose}
        onAction={() => void submit()}
      />
    </Dialog>
  );
}

const ANSWER_COLOURS = { available: 'success', tentative: 'warning', unavailable: 'error' } as const;

function AnswerChip({ answer }: { answer: RankedCandidate['answer'] }) {
  const colour = answer in ANSWER_COLOURS ? ANSWER_COLOURS[answer as keyof typeof ANSWER_COLOURS] : 'default';
  return <Chip size="small" label={answer} color={colour} variant="outlined" sx={{ ml: 1 }} />;
}

import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '../../../components/icons/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useFieldArray, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { SenderSummary } from '../../organisations';
import { FormSelectField } from '../../../components/FormSelectField';
import { FormTextField } from '../../../components/FormTextField';
import { OutcomeNotice } from '../../../components/OutcomeNotice';
import { outcomeOf } from '../../../components/mutation-outcome';
import { SaveStatus } from '../../../components/SaveStatus';
import { FormCheckbox } from '../../../components/FormSwitch';
import type { WithId } from '../../../lib/converter';
import {
  DRIP_LIMITS,
  DRIP_TRIGGERS,
  newStep,
  nextStates,
  STATE_LABELS,
  TRIGGER_LABELS,
  type DripCampaign,
  type DripCampaignForm,
  type DripState,
  type StepFigures,
} from '../model';
import { campaignFormSchema } from '../campaign-form';
import { useSaveCampaign, useSetCampaignState, useSubscriberLists } from '../queries';
import { StepCard } from './StepCard';
import { useCustomFields } from '../../../lib/custom-fields';
import { ActivateDialog } from './ActivateDialog';
import { optionsOf } from '../../../components/option-items';

const STATE_ACTIONS: Record<DripState, string> = {
  active: 'Activate',
  paused: 'Pause',
  archived: 'Archive',
  draft: 'Back to draft',
};

const formOf = (c: DripCampaign): DripCampaignForm => ({
  name: c.name,
  trigger: { ...c.trigger },
  steps: c.steps.map((s) => ({ ...s })),
  exitOn: { ...c.exitOn },
  timeZone: c.timeZone,
});

const newStepId = () => Math.random().toString(36).slice(2, 10);

/**
 * The campaign's settings and its steps as a timeline. What is typed stays here until saved (the parent keys
 * this by campaign id, so background refreshes never reset it); a failed save keeps everything.
 */
export function CampaignEditor({
  organisationId,
  campaign,
  figures,
}: {
  organisationId: string;
  campaign: WithId<DripCampaign>;
  figures: StepFigures[];
}) {
  const fields = useCustomFields(organisationId).data;
  const schema = useMemo(() => campaignFormSchema(fields?.map((f) => f.key)), [fields]);
  const form = useForm<DripCampaignForm>({
    resolver: zodResolver(schema),
    defaultValues: formOf(campaign),
  });
  const { control, handleSubmit, formState } = form;
  // keyName: a step has an `id` of its own, which the field array would otherwise overwrite with its own key.
  const steps = useFieldArray({ control, name: 'steps', keyName: 'key' });
  const trigger = useWatch({ control, name: 'trigger' });
  const [open, setOpen] = useState<Record<string, boolean>>({});
  const save = useSaveCampaign(organisationId);
  const [activating, setActivating] = useState(false);
  const setState = useSetCampaignState(organisationId);
  const lists = useSubscriberLists(organisationId);
  const byStep = new Map(figures.map((f) => [f.stepId, f]));

  // A change after a save puts its outcome away: what it said is no longer what the form holds.
  // The form also tells of focus and submits; only a change to what it holds counts.
  const resetSave = save.reset;
  const { subscribe, getValues } = form;
  useEffect(() => {
    let held = JSON.stringify(getValues());
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        const now = JSON.stringify(values);
        if (now !== held) resetSave();
        held = now;
      },
    });
  }, [subscribe, getValues, resetSave]);

  // Open the steps with problems, so each message is next to its field.
  const openInvalid = (errors: FieldErrors<DripCampaignForm>) =>
    setOpen((o) => {
      const more = { ...o };
      form.getValues('steps').forEach((s, i) => {
        if (Array.isArray(errors.steps) && errors.steps[i]) more[s.id] = true;
      });
      return more;
    });
  const submit = handleSubmit((values) => save.mutate({ id: campaign.id, form: values }), openInvalid);
  const listOptions = lists.data ?? [];
  const listKnown = listOptions.some((l) => l.id === trigger.listId);
  const hasErrors = Object.keys(formState.errors).length > 0;
  const stepsProblem = Array.isArray(formState.errors.steps) ? undefined : formState.errors.steps?.message;

  return (
    <Box component="section" aria-labelledby="drip-editor-title">
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', mb: 2 }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography id="drip-editor-title" variant="h2">
            {campaign.name}
          </Typography>
          <Chip
            label={STATE_LABELS[campaign.state]}
            color={campaign.state === 'active' ? 'success' : 'default'}
          />
        </Stack>
        <Stack direction="row" spacing={1}>
          {nextStates(campaign.state).map((to) => (
            <Button
              key={to}
              variant={to === 'active' ? 'contained' : 'outlined'}
              color={to === 'archived' ? 'warning' : 'primary'}
              disabled={setState.isPending}
              onClick={() =>
                to === 'active' && campaign.trigger.type === 'listJoined' && campaign.trigger.listId
                  ? setActivating(true)
                  : setState.mutate({ id: campaign.id, from: campaign.state, to })
              }
            >
              {campaign.state === 'paused' && to === 'active' ? 'Resume' : STATE_ACTIONS[to]}
            </Button>
          ))}
        </Stack>
      </Stack>
      {activating && (
        <ActivateDialog
          campaignId={campaign.id}
          campaignName={campaign.name}
          listName={listOptions.find((l) => l.id === campaign.trigger.listId)?.name ?? 'the list'}
          onClose={() => setActivating(false)}
          onActivate={(enrolExisting) => {
            setActivating(false);
            setState.mutate({ id: campaign.id, from: campaign.state, to: 'active', enrolExisting });
          }}
        />
      )}
      <OutcomeNotice
        outcome={outcomeOf(setState, (enrolled, v) =>
          v.enrolExisting
            ? `The campaign is now active; ${enrolled === 1 ? '1 person' : `${enrolled} people`} already on the list enrolled`
            : `The campaign is now ${STATE_LABELS[v.to].toLowerCase()}`,
        )}
        onClose={() => setState.reset()}
      />
      <Stack spacing={2} sx={{ maxWidth: 720 }}>
        <FormTextField
          control={control}
          name="name"
          label="Campaign name"
          slotProps={{ htmlInput: { maxLength: DRIP_LIMITS.name } }}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormSelectField
            control={control}
            name="trigger.type"
            label="Trigger"
            sx={{ minWidth: 280 }}
            options={optionsOf(DRIP_TRIGGERS, TRIGGER_LABELS)}
          />
          {trigger.type === 'listJoined' && (
            <FormSelectField
              control={control}
              name="trigger.listId"
              label="Subscriber list"
              hint={lists.isError ? 'The lists could not be loaded; try again later' : undefined}
              sx={{ minWidth: 240 }}
            >
              {listOptions.map((l) => (
                <MenuItem key={l.id} value={l.id}>
                  {l.name}
                </MenuItem>
              ))}
              {trigger.listId && !listKnown && <MenuItem value={trigger.listId}>{trigger.listId}</MenuItem>}
            </FormSelectField>
          )}
          {trigger.type === 'feedbackSubmitted' && (
            <FormTextField control={control} name="trigger.formId" label="Feedback form id" />
          )}
        </Stack>
        <Box>
          <Typography variant="body2" color="text.secondary">
            People leave the campaign when they unsubscribe or their address bounces, and also:
          </Typography>
          <FormCheckbox control={control} name="exitOn.paused" label="when the campaign is paused" />
          <FormCheckbox
            control={control}
            name="exitOn.goalBooked"
            label="when they book a workshop (the goal)"
          />
        </Box>
        <FormTextField
          control={control}
          name="timeZone"
          label="Time zone of sending hours"
          hint="For example Europe/London"
          sx={{ maxWidth: 320 }}
        />
      </Stack>

      <Typography variant="h3" sx={{ mt: 3, mb: 1, fontSize: '1.15rem' }}>
        Steps
      </Typography>
      {/* Every step's e-mail goes out in the organisation's name, as its newsletters do. */}
      <SenderSummary organisationId={organisationId} />
      {steps.fields.length === 0 && <Alert severity="info">No steps yet: add the first e-mail.</Alert>}
      <Box component="ol" sx={{ p: 0, m: 0 }} aria-label="Steps of the campaign">
        {steps.fields.map((s, i) => (
          <StepCard
            key={s.key}
            control={control}
            index={i}
            count={steps.fields.length}
            figures={byStep.get(s.id)}
            open={!!open[s.id]}
            onToggle={() => setOpen((o) => ({ ...o, [s.id]: !o[s.id] }))}
            onMove={(by) => {
              if (i + by >= 0 && i + by < steps.fields.length) steps.swap(i, i + by);
            }}
            onRemove={() => steps.remove(i)}
            campaignId={campaign.id}
            customFields={fields ?? []}
          />
        ))}
      </Box>
      {stepsProblem && <Alert severity="error">{stepsProblem}</Alert>}
      <Stack direction="row" spacing={2} sx={{ mt: 1, mb: 2 }}>
        <Button
          startIcon={<AddIcon />}
          disabled={steps.fields.length >= DRIP_LIMITS.steps}
          onClick={() => {
            const step = newStep(newStepId(), steps.fields.length + 1);
            steps.append(step, { shouldFocus: false });
            setOpen((o) => ({ ...o, [step.id]: true }));
          }}
        >
          Add a step
        </Button>
        <Button variant="contained" onClick={(e) => void submit(e)} disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save campaign'}
        </Button>
      </Stack>
      {hasErrors && (
        <Alert severity="error" sx={{ mb: 2 }}>
          Some fields need attention; the campaign was not saved.
        </Alert>
      )}
      <SaveStatus
        pending={save.isPending}
        outcome={outcomeOf(save, () => 'Campaign saved')}
        onClose={() => save.reset()}
        onRetry={() => void submit()}
      />
    </Box>
  );
}

import AddIcon from '../../../components/icons/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { SenderSummary } from '../../organisations';
import { OutcomeNotice } from '../../../components/OutcomeNotice';
import { outcomeOf } from '../../../components/mutation-outcome';
import { SaveStatus } from '../../../components/SaveStatus';
import type { WithId } from '../../../lib/converter';
import {
  DRIP_LIMITS,
  DRIP_TRIGGERS,
  moveStep,
  newStep,
  nextStates,
  STATE_LABELS,
  TRIGGER_LABELS,
  zDripCampaignForm,
  type DripCampaign,
  type DripCampaignForm,
  type DripState,
  type StepFigures,
} from '../model';
import { useSaveCampaign, useSendStepTest, useSetCampaignState, useSubscriberLists } from '../queries';
import { StepCard } from './StepCard';
import { useCustomFields } from '../../../lib/custom-fields';
import { mergeTagProblem } from '@storytelling/shared/merge-tags';
import { ActivateDialog } from './ActivateDialog';

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

/**
 * Field path ("steps.1.subject") → the first message about it. The form's shape lets any custom field's merge tag
 * through; `customKeys` (once the organisation's fields are loaded) names the ones that exist.
 */
function problemsOf(form: DripCampaignForm, customKeys?: readonly string[]): Record<string, string> {
  const parsed = zDripCampaignForm.safeParse(form);
  const out: Record<string, string> = {};
  if (!parsed.success) for (const issue of parsed.error.issues) out[issue.path.join('.')] ??= issue.message;
  if (customKeys)
    form.steps.forEach((step, i) => {
      for (const field of ['subject', 'bodyHtml'] as const) {
        const problem = mergeTagProblem([step[field]], customKeys);
        if (problem) out[`steps.${i}.${field}`] ??= problem;
      }
    });
  return out;
}

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
  const [form, setForm] = useState<DripCampaignForm>(() => formOf(campaign));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [open, setOpen] = useState<Record<string, boolean>>({});
  const save = useSaveCampaign(organisationId);
  const stepTest = useSendStepTest();
  const [activating, setActivating] = useState(false);
  const setState = useSetCampaignState(organisationId);
  const lists = useSubscriberLists(organisationId);
  const fields = useCustomFields(organisationId).data;
  const customKeys = fields?.map((f) => f.key);
  const byStep = new Map(figures.map((f) => [f.stepId, f]));

  const update = (patch: Partial<DripCampaignForm>) => {
    save.reset();
    const next = { ...form, ...patch };
    setForm(next);
    // Once a save has shown problems, they follow the typing: a fixed field loses its message at once.
    if (Object.keys(errors).length) setErrors(problemsOf(next, customKeys));
  };
  const submit = () => {
    const parsed = zDripCampaignForm.safeParse(form);
    const next = problemsOf(form, customKeys);
    if (!parsed.success || Object.keys(next).length) {
      setErrors(next);
      // Open the steps with problems, so each message is next to its field.
      setOpen((o) => {
        const more = { ...o };
        form.steps.forEach((s, i) => {
          if (Object.keys(next).some((k) => k.startsWith(`steps.${i}.`))) more[s.id] = true;
        });
        return more;
      });
      return;
    }
    setErrors({});
    save.mutate({ id: campaign.id, form: parsed.data });
  };
  const listOptions = lists.data ?? [];
  const listKnown = listOptions.some((l) => l.id === form.trigger.listId);

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
        <TextField
          label="Campaign name"
          value={form.name}
          onChange={(e) => update({ name: e.target.value })}
          error={!!errors.name}
          helperText={errors.name}
          slotProps={{ htmlInput: { maxLength: DRIP_LIMITS.name } }}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            label="Trigger"
            value={form.trigger.type}
            onChange={(e) =>
              update({ trigger: { ...form.trigger, type: e.target.value as typeof form.trigger.type } })
            }
            sx={{ minWidth: 280 }}
          >
            {DRIP_TRIGGERS.map((t) => (
              <MenuItem key={t} value={t}>
                {TRIGGER_LABELS[t]}
              </MenuItem>
            ))}
          </TextField>
          {form.trigger.type === 'listJoined' && (
            <TextField
              select
              label="Subscriber list"
              value={form.trigger.listId ?? ''}
              onChange={(e) => update({ trigger: { ...form.trigger, listId: e.target.value } })}
              error={!!errors['trigger.listId'] || lists.isError}
              helperText={
                errors['trigger.listId'] ??
                (lists.isError ? 'The lists could not be loaded; try again later' : undefined)
              }
              sx={{ minWidth: 240 }}
            >
              {listOptions.map((l) => (
                <MenuItem key={l.id} value={l.id}>
                  {l.name}
                </MenuItem>
              ))}
              {form.trigger.listId && !listKnown && (
                <MenuItem value={form.trigger.listId}>{form.trigger.listId}</MenuItem>
              )}
            </TextField>
          )}
          {form.trigger.type === 'feedbackSubmitted' && (
            <TextField
              label="Feedback form id"
              value={form.trigger.formId ?? ''}
              onChange={(e) => update({ trigger: { ...form.trigger, formId: e.target.value } })}
              error={!!errors['trigger.formId']}
              helperText={errors['trigger.formId']}
            />
          )}
        </Stack>
        <Box>
          <Typography variant="body2" color="text.secondary">
            People leave the campaign when they unsubscribe or their address bounces, and also:
          </Typography>
          <FormControlLabel
            control={
              <Checkbox
                checked={form.exitOn.paused}
                onChange={(e) => update({ exitOn: { ...form.exitOn, paused: e.target.checked } })}
              />
            }
            label="when the campaign is paused"
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={form.exitOn.goalBooked}
                onChange={(e) => update({ exitOn: { ...form.exitOn, goalBooked: e.target.checked } })}
              />
            }
            label="when they book a workshop (the goal)"
          />
        </Box>
        <TextField
          label="Time zone of sending hours"
          value={form.timeZone}
          onChange={(e) => update({ timeZone: e.target.value })}
          error={!!errors.timeZone}
          helperText={errors.timeZone ?? 'For example Europe/London'}
          sx={{ maxWidth: 320 }}
        />
      </Stack>

      <Typography variant="h3" sx={{ mt: 3, mb: 1, fontSize: '1.15rem' }}>
        Steps
      </Typography>
      {/* Every step's e-mail goes out in the organisation's name, as its newsletters do. */}
      <SenderSummary organisationId={organisationId} />
      {form.steps.length === 0 && <Alert severity="info">No steps yet: add the first e-mail.</Alert>}
      <Box component="ol" sx={{ p: 0, m: 0 }} aria-label="Steps of the campaign">
        {form.steps.map((s, i) => (
          <StepCard
            key={s.id}
            step={s}
            index={i}
            count={form.steps.length}
            figures={byStep.get(s.id)}
            errors={errors}
            open={!!open[s.id]}
            onToggle={() => setOpen((o) => ({ ...o, [s.id]: !o[s.id] }))}
            onChange={(step) => update({ steps: form.steps.map((x) => (x.id === s.id ? step : x)) })}
            onMove={(by) => update({ steps: moveStep(form.steps, i, by) })}
            onRemove={() => update({ steps: form.steps.filter((x) => x.id !== s.id) })}
            onTest={(step) => stepTest.mutateAsync({ campaignId: campaign.id, step })}
            customFields={fields ?? []}
          />
        ))}
      </Box>
      {errors.steps && <Alert severity="error">{errors.steps}</Alert>}
      <Stack direction="row" spacing={2} sx={{ mt: 1, mb: 2 }}>
        <Button
          startIcon={<AddIcon />}
          disabled={form.steps.length >= DRIP_LIMITS.steps}
          onClick={() => {
            const step = newStep(newStepId(), form.steps.length + 1);
            update({ steps: [...form.steps, step] });
            setOpen((o) => ({ ...o, [step.id]: true }));
          }}
        >
          Add a step
        </Button>
        <Button variant="contained" onClick={submit} disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save campaign'}
        </Button>
      </Stack>
      {Object.keys(errors).length > 0 && (
        <Alert severity="error" sx={{ mb: 2 }}>
          Some fields need attention; the campaign was not saved.
        </Alert>
      )}
      <SaveStatus
        pending={save.isPending}
        outcome={outcomeOf(save, () => 'Campaign saved')}
        onClose={() => save.reset()}
        onRetry={submit}
      />
    </Box>
  );
}

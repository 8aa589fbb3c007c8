import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FormTextField } from '../../../components/FormTextField';
import { OutcomeNotice, type Outcome } from '../../../components/OutcomeNotice';
import { QueryState } from '../../../components/QueryState';
import { TextInput } from '../../../components/TextInput';
import { messageOf } from '../../../lib/errors';
import { composeSchema, missingRecipients } from '../compose-form';
import { mergeTagSnippets, type Campaign, type ComposeValues } from '../model';
import { useCustomFields } from '../../../lib/custom-fields';
import {
  useAudienceCount,
  useDeleteDraft,
  useDraftAction,
  useNewsletterLists,
  type DraftAction,
} from '../queries';
import { NewsletterPreview } from './NewsletterPreview';
import { RichTextEditorOnDemand } from '../../../components/RichTextEditorOnDemand';
import { ChoiceList } from '../../../components/ChoiceList';
import { AudiencePicker } from '../../audiences';
import { useOrgAccess } from '../../session';

const localInputValue = (d: Date) => {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

/**
 * A draft's compose form. Its values are local state, read from the campaign once (the parent keys this by the
 * campaign's id): snapshots of the campaign never reset or re-mount the fields while someone types. Every action
 * that sends saves first, so what is sent is what is on screen. A new newsletter (empty id) is stored by its
 * first save, through `saveNew`, and the form goes on with the stored id.
 */
export function ComposePanel({
  campaign,
  organisationName,
  onDeleted,
  saveNew,
}: {
  campaign: Campaign;
  organisationName: string;
  onDeleted: () => void;
  /** Stores a new newsletter's first save; returns its id. */
  saveNew?: (values: ComposeValues) => Promise<string>;
}) {
  const [id, setId] = useState(campaign.id);
  const customFields = useCustomFields(campaign.organisationId).data;
  const schema = useMemo(() => composeSchema(customFields?.map((f) => f.key)), [customFields]);
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: {
      subject: campaign.subject,
      preheader: campaign.preheader,
      html: campaign.html,
      lists: campaign.lists,
      audienceId: campaign.audienceId ?? '',
    },
  });
  const { control, handleSubmit, setError, clearErrors, setValue, getValues } = form;
  const values = useWatch({ control });
  const chosenLists = values.lists ?? [];
  const [target, setTarget] = useState<'lists' | 'audience'>(() =>
    campaign.audienceId ? 'audience' : 'lists',
  );
  const superAdmin = useOrgAccess().isSuperAdmin;
  const draft = useDraftAction();
  const remove = useDeleteDraft();
  const busy = draft.isPending ? draft.variables.action.kind : null;
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [confirmSend, setConfirmSend] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [when, setWhen] = useState(() => localInputValue(new Date(Date.now() + 86_400_000)));
  const lists = useNewsletterLists(campaign.organisationId);
  const audience = useAudienceCount(campaign.organisationId, target === 'lists' ? chosenLists : []);

  const refused = (errors: FieldErrors<ComposeValues>, sending: boolean) => {
    // What is sent needs recipients: said with the other problems, not after they are fixed.
    const missing = sending ? missingRecipients(getValues(), target) : null;
    if (missing && !errors[missing.field]) setError(missing.field, { message: missing.message });
    setOutcome({ ok: false, text: 'Check the highlighted fields' });
  };
  /** Checks the form, saves the draft when it changed (a new one on its first save), then does the action. */
  const act = (action: DraftAction) => {
    const sending = action.kind === 'schedule' || action.kind === 'send';
    setOutcome(null);
    void handleSubmit(
      (checked) => {
        const missing = sending ? missingRecipients(checked, target) : null;
        if (missing) return refused({}, sending);
        const saved = getValues();
        draft.mutate(
          {
            id,
            values: checked,
            changed: form.formState.isDirty,
            action,
            saveNew: saveNew
              ? async (v) => {
                  // Known from here on, also if what follows the save fails.
                  const stored = await saveNew(v);
                  setId(stored);
                  return stored;
                }
              : undefined,
          },
          {
            onSuccess: ({ text }) => {
              // Saved: a change from here on is what makes the draft need saving again.
              form.reset(saved, { keepValues: true });
              if (text) setOutcome({ ok: true, text });
            },
            onError: (e) => setOutcome({ ok: false, text: messageOf(e) }),
          },
        );
      },
      (errors) => refused(errors, sending),
    )();
  };

  const count = audience.data;
  return (
    <Stack spacing={3}>
      <OutcomeNotice outcome={outcome} onClose={() => setOutcome(null)} sx={{}} />
      <Box
        component="form"
        noValidate
        aria-label="Compose newsletter"
        onSubmit={(e) => {
          e.preventDefault();
          act({ kind: 'save' });
        }}
      >
        <Stack spacing={2}>
          <FormTextField
            control={control}
            name="subject"
            label="Subject"
            hint="Merge tags work here too, e.g. {{firstName|friend}}"
            required
            fullWidth
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <FormTextField
            control={control}
            name="preheader"
            label="Preheader"
            hint="The line inbox lists show after the subject"
            fullWidth
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <Controller
            control={control}
            name="html"
            render={({ field, fieldState }) => (
              <RichTextEditorOnDemand
                label="Newsletter body"
                initialHtml={campaign.html}
                onChange={field.onChange}
                error={fieldState.error?.message}
                minHeight={220}
                snippets={mergeTagSnippets(customFields ?? [])}
              />
            )}
          />
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" variant="body2" sx={{ mb: 0.5 }}>
              Send to (subscribed people only; unsubscribed and bounced addresses are skipped)
            </Typography>
            <ChoiceList
              type="radio"
              name="newsletter-target"
              row
              options={[
                { value: 'lists', label: 'Lists' },
                { value: 'audience', label: 'A named audience' },
              ]}
              isChecked={(v) => v === target}
              onChange={(v) => {
                const next = v === 'audience' ? 'audience' : 'lists';
                setTarget(next);
                // One or the other is sent to: the choice not taken is cleared so the draft says which.
                if (next === 'audience') setValue('lists', [], { shouldDirty: true });
                else setValue('audienceId', '', { shouldDirty: true });
                clearErrors(['lists', 'audienceId']);
              }}
            />
            {target === 'audience' ? (
              <Controller
                control={control}
                name="audienceId"
                render={({ field, fieldState }) => (
                  <AudiencePicker
                    organisationId={campaign.organisationId}
                    value={field.value ?? ''}
                    onChange={field.onChange}
                    crossOrganisation={superAdmin}
                    noneLabel="Choose an audience"
                    error={fieldState.error?.message}
                  />
                )}
              />
            ) : (
              <>
                <QueryState
                  query={lists}
                  loadingLabel="Loading lists"
                  rows={2}
                  errorText="The lists could not be loaded"
                  empty="This organisation has no lists yet"
                >
                  {(all) => (
                    <Controller
                      control={control}
                      name="lists"
                      render={({ field: { value: chosen = [], onChange } }) => (
                        <FormGroup row>
                          {all.map((l) => (
                            <FormControlLabel
                              key={l.id}
                              control={
                                <Checkbox
                                  checked={chosen.includes(l.id)}
                                  onChange={(e) =>
                                    onChange(
                                      e.target.checked ? [...chosen, l.id] : chosen.filter((x) => x !== l.id),
                                    )
                                  }
                                />
                              }
                              label={`${l.name} (${l.subscribed} subscribed)`}
                            />
                          ))}
                        </FormGroup>
                      )}
                    />
                  )}
                </QueryState>
                {form.formState.errors.lists && (
                  <FormHelperText error>{form.formState.errors.lists.message}</FormHelperText>
                )}
                <Typography role="status" sx={{ mt: 1 }} aria-live="polite">
                  {chosenLists.length === 0
                    ? 'Choose at least one list to see the recipients.'
                    : audience.isPending
                      ? 'Counting recipients…'
                      : audience.isError
                        ? `The recipients could not be counted: ${messageOf(audience.error)}`
                        : `Recipients: ${count} (subscribed, not suppressed)`}
                </Typography>
              </>
            )}
          </Box>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button type="submit" variant="outlined" disabled={!!busy}>
              {busy === 'save' ? 'Saving…' : 'Save draft'}
            </Button>
            <Button variant="outlined" disabled={!!busy} onClick={() => act({ kind: 'test' })}>
              {busy === 'test' ? 'Sending test…' : 'Send a test to me'}
            </Button>
            <Button variant="contained" disabled={!!busy} onClick={() => setConfirmSend(true)}>
              Send now
            </Button>
            <Button color="error" disabled={!!busy} onClick={() => setConfirmDelete(true)}>
              Delete draft
            </Button>
          </Stack>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}>
            <TextInput
              label="Send at"
              type="datetime-local"
              size="small"
              value={when}
              onChange={(e) => setWhen(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <Button
              variant="outlined"
              disabled={!!busy || !when}
              onClick={() => act({ kind: 'schedule', at: new Date(when) })}
            >
              Schedule
            </Button>
          </Stack>
        </Stack>
      </Box>
      <NewsletterPreview
        subject={values.subject ?? ''}
        preheader={values.preheader ?? ''}
        html={values.html ?? ''}
        organisationName={organisationName}
        organisationId={campaign.organisationId}
      />
      <ConfirmDialog
        open={confirmSend}
        title="Send this newsletter now?"
        message={
          target === 'audience'
            ? `“${values.subject}” goes to the chosen audience’s subscribed people, as counted above. You can pause or cancel between batches.`
            : `“${values.subject}” goes to ${count ?? 'the'} recipient${count === 1 ? '' : 's'} of the chosen lists. You can pause or cancel between batches.`
        }
        confirmLabel="Send newsletter"
        busy={busy === 'send'}
        onClose={() => setConfirmSend(false)}
        onConfirm={() => {
          setConfirmSend(false);
          act({ kind: 'send' });
        }}
      />
      <ConfirmDialog
        open={confirmDelete}
        title="Delete this draft?"
        message={`“${values.subject || 'Untitled newsletter'}” will be deleted.`}
        confirmLabel="Delete draft"
        onClose={() => setConfirmDelete(false)}
        onConfirm={() => {
          setConfirmDelete(false);
          remove.mutate(id, {
            onSuccess: onDeleted,
            onError: (e) => setOutcome({ ok: false, text: messageOf(e) }),
          });
        }}
      />
    </Stack>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { OutcomeNotice, type Outcome } from '../../../components/OutcomeNotice';
import { QueryState } from '../../../components/QueryState';
import { formatDateTime } from '../../../kernel/dates';
import { messageOf } from '../../../lib/errors';
import { newRequestId } from '../../../lib/email-client';
import { mergeTagSnippets, zCompose, type Campaign, type ComposeValues } from '../model';
import { useCustomFields } from '../../../lib/custom-fields';
import { mergeTagProblem } from '@storytelling/shared/merge-tags';
import { useAudienceCount, useNewsletterLists } from '../queries';
import { deleteDraft, runCommand, saveDraft, schedule, testSend } from '../service';
import { NewsletterPreview } from './NewsletterPreview';
import { RichTextEditorOnDemand } from '../../../components/RichTextEditorOnDemand';
import { ChoiceList } from '../../../components/ChoiceList';
import { AudiencePicker } from '../../audiences';
import { useOrgAccess } from '../../session';

type Errors = Partial<Record<keyof ComposeValues, string>>;

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
  const [values, setValues] = useState<ComposeValues>(() => ({
    subject: campaign.subject,
    preheader: campaign.preheader,
    html: campaign.html,
    lists: campaign.lists,
    audienceId: campaign.audienceId ?? '',
  }));
  const [target, setTarget] = useState<'lists' | 'audience'>(() =>
    campaign.audienceId ? 'audience' : 'lists',
  );
  const superAdmin = useOrgAccess().isSuperAdmin;
  const [errors, setErrors] = useState<Errors>({});
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [confirmSend, setConfirmSend] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [when, setWhen] = useState(() => localInputValue(new Date(Date.now() + 86_400_000)));
  const lists = useNewsletterLists(campaign.organisationId);
  const customFields = useCustomFields(campaign.organisationId).data;
  const audience = useAudienceCount(campaign.organisationId, target === 'lists' ? values.lists : []);

  const set = <K extends keyof ComposeValues>(key: K, value: ComposeValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setDirty(true);
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  /** Validates and saves; returns the stored id, or null (with field errors shown) when it cannot. */
  async function save(forSending: boolean): Promise<string | null> {
    const parsed = zCompose.safeParse(values);
    const found: Errors = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof ComposeValues] ??= issue.message;
    // The form's shape lets any custom field's tag through; the organisation's fields say which exist.
    if (customFields)
      for (const key of ['subject', 'html'] as const) {
        const problem = mergeTagProblem(
          [values[key]],
          customFields.map((f) => f.key),
        );
        if (problem) found[key] ??= problem;
      }
    if (forSending && target === 'lists' && values.lists.length === 0)
      found.lists = 'Choose at least one list';
    if (forSending && target === 'audience' && !values.audienceId) found.audienceId = 'Choose an audience';
    setErrors(found);
    if (Object.keys(found).length) {
      setOutcome({ ok: false, text: 'Check the highlighted fields' });
      return null;
    }
    if (!id) {
      if (!saveNew) throw new Error('This newsletter cannot be saved here');
      const stored = await saveNew(parsed.data!);
      setId(stored);
      setDirty(false);
      return stored;
    }
    if (dirty) {
      await saveDraft(id, parsed.data!);
      setDirty(false);
    }
    return id;
  }

  async function act(label: string, run: (id: string) => Promise<string | null>, forSending = true) {
    setBusy(label);
    setOutcome(null);
    try {
      const stored = await save(forSending);
      if (!stored) return;
      const text = await run(stored);
      if (text) setOutcome({ ok: true, text });
    } catch (e) {
      setOutcome({ ok: false, text: messageOf(e) });
    } finally {
      setBusy(null);
    }
  }

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
          void act('save', async () => 'Draft saved', false);
        }}
      >
        <Stack spacing={2}>
          <TextField
            label="Subject"
            value={values.subject}
            onChange={(e) => set('subject', e.target.value)}
            error={!!errors.subject}
            helperText={errors.subject ?? 'Merge tags work here too, e.g. {{firstName|friend}}'}
            required
            fullWidth
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <TextField
            label="Preheader"
            value={values.preheader}
            onChange={(e) => set('preheader', e.target.value)}
            error={!!errors.preheader}
            helperText={errors.preheader ?? 'The line inbox lists show after the subject'}
            fullWidth
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <RichTextEditorOnDemand
            label="Newsletter body"
            initialHtml={campaign.html}
            onChange={(html) => set('html', html)}
            error={errors.html}
            minHeight={220}
            snippets={mergeTagSnippets(customFields ?? [])}
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
                if (next === 'audience') set('lists', []);
                else set('audienceId', '');
              }}
            />
            {target === 'audience' ? (
              <AudiencePicker
                organisationId={campaign.organisationId}
                value={values.audienceId}
                onChange={(id) => set('audienceId', id)}
                crossOrganisation={superAdmin}
                noneLabel="Choose an audience"
                error={errors.audienceId}
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
                    <FormGroup row>
                      {all.map((l) => (
                        <FormControlLabel
                          key={l.id}
                          control={
                            <Checkbox
                              checked={values.lists.includes(l.id)}
                              onChange={(e) =>
                                set(
                                  'lists',
                                  e.target.checked
                                    ? [...values.lists, l.id]
                                    : values.lists.filter((x) => x !== l.id),
                                )
                              }
                            />
                          }
                          label={`${l.name} (${l.subscribed} subscribed)`}
                        />
                      ))}
                    </FormGroup>
                  )}
                </QueryState>
                {errors.lists && <FormHelperText error>{errors.lists}</FormHelperText>}
                <Typography role="status" sx={{ mt: 1 }} aria-live="polite">
                  {values.lists.length === 0
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
            <Button
              variant="outlined"
              disabled={!!busy}
              onClick={() =>
                void act(
                  'test',
                  async (stored) => `Test sent to ${(await testSend(stored, newRequestId())).sentTo}`,
                  false,
                )
              }
            >
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
            <TextField
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
              onClick={() =>
                void act('schedule', async (stored) => {
                  const at = new Date(when);
                  await schedule(stored, at);
                  return `Scheduled for ${formatDateTime(at)}`;
                })
              }
            >
              Schedule
            </Button>
          </Stack>
        </Stack>
      </Box>
      <NewsletterPreview
        subject={values.subject}
        preheader={values.preheader}
        html={values.html}
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
          void act('send', async (stored) => {
            await runCommand(stored, 'send');
            return null;
          });
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
          // A newsletter never saved has nothing stored to delete.
          void (id ? deleteDraft(id) : Promise.resolve()).then(onDeleted, (e: unknown) =>
            setOutcome({ ok: false, text: messageOf(e) }),
          );
        }}
      />
    </Stack>
  );
}

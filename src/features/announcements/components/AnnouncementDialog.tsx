import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { FormCheckbox, FormSwitch } from '../../../components/FormSwitch';
import { FormSelectField } from '../../../components/FormSelectField';
import { FormTextField } from '../../../components/FormTextField';
import { messageOf } from '../../../lib/errors';
import {
  AUDIENCE_CHOICE_LABELS,
  audienceChoiceOf,
  choiceNeedsOrganisation,
  toLocalDateTime,
  zAnnouncementForm,
  type AnnouncementForm,
  type AnnouncementWithId,
  type AudienceChoice,
} from '../model';
import { SenderSummary } from '../../organisations';
import { useOrganisationWorkshops } from '../../../lib/organisation-workshops';
import { RichTextEditorOnDemand } from '../../../components/RichTextEditorOnDemand';
import { AudiencePicker } from '../../audiences';
import { useOrgAccess } from '../../session';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { DialogButtons } from '../../../components/DialogButtons';
import { SelectInput } from '../../../components/SelectInput';
import { optionsOf } from '../../../components/option-items';

const DAY = 86_400_000;

function initialForm(
  a: AnnouncementWithId | null,
  audiences: AudienceChoice[],
  orgId: string,
): AnnouncementForm {
  if (a)
    return {
      title: a.title,
      body: a.body,
      audience: audienceChoiceOf(a),
      organisationId: a.organisationId,
      workshopId: a.workshopId,
      startsAt: toLocalDateTime(a.startsAt),
      endsAt: toLocalDateTime(a.endsAt),
      pinned: a.pinned,
      sendEmail: false,
      emailAudienceId: a.emailAudienceId,
    };
  const now = new Date();
  return {
    title: '',
    body: '',
    audience: audiences[0] ?? 'organisation',
    organisationId: orgId,
    workshopId: '',
    startsAt: toLocalDateTime(now),
    endsAt: toLocalDateTime(new Date(now.getTime() + 14 * DAY)),
    pinned: false,
    sendEmail: false,
    emailAudienceId: '',
  };
}

export interface AnnouncementSubmit {
  form: AnnouncementForm;
  workshopTitle: string;
}

/**
 * Writing or editing a message: title, body, audience (only those this person may write), when it shows,
 * pinned, and whether to e-mail it too. What was typed stays when saving fails, with the error above the buttons.
 */
export function AnnouncementDialog({
  announcement,
  audiences,
  organisations,
  facilitatorsOf = () => true,
  defaultOrganisationId,
  busy,
  failure,
  onClose,
  onSubmit,
}: {
  announcement: AnnouncementWithId | null;
  audiences: AudienceChoice[];
  organisations: { id: string; name: string }[];
  /** Whether this person may address the organisation's facilitators (its admins may; its moderators not). */
  facilitatorsOf?: (organisationId: string) => boolean;
  defaultOrganisationId: string;
  busy: boolean;
  failure: unknown;
  onClose: () => void;
  onSubmit: (value: AnnouncementSubmit) => void;
}) {
  const { control, handleSubmit, setValue } = useForm<AnnouncementForm>({
    resolver: zodResolver(zAnnouncementForm),
    defaultValues: initialForm(announcement, audiences, defaultOrganisationId),
  });
  const audience = useWatch({ control, name: 'audience' });
  const organisationId = useWatch({ control, name: 'organisationId' });
  const scoped = choiceNeedsOrganisation(audience);
  const organisationChoices =
    audience === 'organisationFacilitators'
      ? organisations.filter((o) => facilitatorsOf(o.id))
      : organisations;
  const workshops = useOrganisationWorkshops(audience === 'workshop' ? organisationId : '');
  const workshopOptions = workshops.data ?? [];
  const alreadyEmailed = !!announcement?.emailMessageId;
  const sendEmail = useWatch({ control, name: 'sendEmail' });
  const superAdmin = useOrgAccess().isSuperAdmin;

  const submit = handleSubmit((form) => {
    const workshop = workshopOptions.find((w) => w.id === form.workshopId);
    onSubmit({ form, workshopTitle: workshop?.title ?? announcement?.workshopTitle ?? '' });
  });

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="md" aria-labelledby="ann-title">
      <DialogTitle id="ann-title">{announcement ? 'Edit message' : 'New message'}</DialogTitle>
      <form onSubmit={submit} noValidate>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <FormTextField control={control} name="title" label="Title" required fullWidth />
            <Controller
              control={control}
              name="body"
              render={({ field, fieldState }) => (
                <RichTextEditorOnDemand
                  label="Message"
                  initialHtml={field.value}
                  onChange={field.onChange}
                  focusRef={field.ref}
                  error={fieldState.error?.message}
                />
              )}
            />
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: scoped ? 4 : 12 }}>
                <SelectField
                  control={control}
                  name="audience"
                  label="Audience"
                  onPick={() => setValue('workshopId', '')}
                  options={optionsOf(audiences, AUDIENCE_CHOICE_LABELS)}
                />
              </Grid>
              {scoped && (
                <Grid size={{ xs: 12, sm: audience === 'workshop' ? 4 : 8 }}>
                  <SelectField
                    control={control}
                    name="organisationId"
                    label="Organisation"
                    onPick={() => setValue('workshopId', '')}
                    options={organisationChoices.map((o) => ({ value: o.id, label: o.name }))}
                  />
                </Grid>
              )}
              {audience === 'workshop' && (
                <Grid size={{ xs: 12, sm: 4 }}>
                  <FormSelectField
                    control={control}
                    name="workshopId"
                    label="Workshop"
                    fullWidth
                    disabled={!organisationId}
                    hint={
                      workshops.isError
                        ? `Workshops could not be loaded: ${messageOf(workshops.error)}`
                        : organisationId && !workshops.isPending && workshopOptions.length === 0
                          ? 'This organisation has no workshops'
                          : undefined
                    }
                  >
                    {workshopOptions.map((w) => (
                      <MenuItem key={w.id} value={w.id}>
                        {w.title} ({w.date})
                      </MenuItem>
                    ))}
                  </FormSelectField>
                </Grid>
              )}
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormTextField
                  control={control}
                  name="startsAt"
                  label="Shows from"
                  type="datetime-local"
                  fullWidth
                  slotProps={{ inputLabel: { shrink: true } }}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormTextField
                  control={control}
                  name="endsAt"
                  label="Shows until"
                  type="datetime-local"
                  fullWidth
                  slotProps={{ inputLabel: { shrink: true } }}
                />
              </Grid>
            </Grid>
            <FormSwitch control={control} name="pinned" label="Pin to the top of the board" />
            {alreadyEmailed ? (
              <Alert severity="info">This message was e-mailed; it is not e-mailed again.</Alert>
            ) : (
              <FormCheckbox
                control={control}
                name="sendEmail"
                label={
                  audience === 'organisation'
                    ? 'Also e-mail it to the members who get our news by e-mail, when saved (once)'
                    : 'Also e-mail it to its audience when saved (once; people who unsubscribed are skipped)'
                }
              />
            )}
            {!alreadyEmailed &&
              sendEmail &&
              audience !== 'organisationFacilitators' &&
              scoped &&
              organisationId && (
                <Controller
                  control={control}
                  name="emailAudienceId"
                  render={({ field }) => (
                    <AudiencePicker
                      organisationId={organisationId}
                      value={field.value}
                      onChange={field.onChange}
                      crossOrganisation={superAdmin}
                      noneLabel="The message’s own audience"
                    />
                  )}
                />
              )}
            {!alreadyEmailed && sendEmail && scoped && organisationId && (
              <SenderSummary organisationId={organisationId} />
            )}
            <ErrorAlert error={failure} />
          </Stack>
        </DialogContent>
        <DialogButtons label="Save message" busyLabel="Saving…" busy={busy} onCancel={onClose} />
      </form>
    </Dialog>
  );
}

/** A select whose choice also clears a field that depends on it (the workshop, when the organisation changes). */
function SelectField({
  control,
  name,
  label,
  options,
  onPick,
}: {
  control: Control<AnnouncementForm>;
  name: 'audience' | 'organisationId';
  label: string;
  options: { value: string; label: string }[];
  onPick: () => void;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, onChange, ...field }, fieldState }) => (
        <SelectInput
          {...field}
          inputRef={ref}
          fullWidth
          label={label}
          onChange={(e) => {
            onChange(e.target.value);
            onPick();
          }}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
        >
          {options.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </SelectInput>
      )}
    />
  );
}

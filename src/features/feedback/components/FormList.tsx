import AddIcon from '../../../components/icons/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { outcomeOf } from '../../../components/mutation-outcome';
import { OutcomeNotice } from '../../../components/OutcomeNotice';
import { QueryState } from '../../../components/QueryState';
import { formatDate } from '../../../kernel/dates';
import { ERRORS } from '../../../lib/errors';
import { type FormStatus } from '../model';
import { duplicateDraft } from '../builder';
import { useDuplicateForm, useForms, useSetFormStatus } from '../queries';
import type { FormRow } from '../service';
import { ShareDialog } from './ShareDialog';

const STATUS: Record<FormStatus, { label: string; color: 'default' | 'success' | 'warning' }> = {
  draft: { label: 'Draft', color: 'default' },
  published: { label: 'Published', color: 'success' },
  closed: { label: 'Closed', color: 'warning' },
};

/** The organisation's forms: status, responses, the last notice, and what can be done with each. */
export function FormList({
  organisationId,
  onEdit,
  onResults,
  onNew,
}: {
  organisationId: string;
  onEdit: (id: string) => void;
  onResults: (id: string) => void;
  onNew: () => void;
}) {
  const forms = useForms(organisationId);
  const status = useSetFormStatus();
  const duplicate = useDuplicateForm(organisationId);
  const [sharing, setSharing] = useState<FormRow | null>(null);
  const [closing, setClosing] = useState<FormRow | null>(null);
  const outcome =
    outcomeOf(status, (_d, v) => (v.status === 'published' ? 'Form published.' : 'Form closed.')) ??
    outcomeOf(duplicate, () => 'Copy made: it is a draft until you publish it.');
  const clear = () => {
    status.reset();
    duplicate.reset();
  };

  return (
    <>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
        <Typography color="text.secondary">
          Ask the people who came what they thought, and read what they say.
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={onNew}>
          New form
        </Button>
      </Stack>
      <OutcomeNotice outcome={outcome} onClose={clear} />
      <QueryState
        query={forms}
        loadingLabel="Loading feedback forms"
        errorText="The forms could not be loaded"
        empty="No feedback forms yet: make the first one with “New form”."
      >
        {(rows) => (
          <Stack spacing={2}>
            {rows.map((f) => (
              <Card key={f.id} variant="outlined" component="article" aria-label={f.title}>
                <CardContent>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                    <Typography variant="h6" component="h2" sx={{ mr: 1 }}>
                      {f.title}
                    </Typography>
                    <Chip size="small" label={STATUS[f.status].label} color={STATUS[f.status].color} />
                  </Stack>
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{ mt: 0.5 }}
                    data-testid="form-summary"
                  >
                    {f.responseCount === null
                      ? 'Responses not counted'
                      : `${f.responseCount} ${f.responseCount === 1 ? 'response' : 'responses'}`}{' '}
                    · {f.fields.length} {f.fields.length === 1 ? 'question' : 'questions'} · updated{' '}
                    {formatDate(f.updatedAt)}
                  </Typography>
                  {f.notice?.state === 'failed' && (
                    <Alert severity="error" sx={{ mt: 1 }}>
                      {ERRORS.emailNotificationFailed} ({formatDate(f.notice.at)}): the answers are saved;
                      read them in the results.
                    </Alert>
                  )}
                  {f.notice?.state === 'sent' && (
                    <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                      Last notice e-mailed {f.notice.at.toLocaleString('en-GB')}
                      {f.notice.responses && f.notice.responses > 1
                        ? ` (a digest of ${f.notice.responses} responses)`
                        : ''}
                    </Typography>
                  )}
                </CardContent>
                <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
                  <Button size="small" onClick={() => onEdit(f.id)}>
                    Edit
                  </Button>
                  <Button size="small" onClick={() => onResults(f.id)}>
                    Results
                  </Button>
                  <Button size="small" disabled={f.status !== 'published'} onClick={() => setSharing(f)}>
                    Share
                  </Button>
                  <Button
                    size="small"
                    disabled={duplicate.isPending}
                    onClick={() => duplicate.mutate(duplicateDraft(f))}
                  >
                    Duplicate
                  </Button>
                  {f.status === 'published' ? (
                    <Button size="small" color="warning" onClick={() => setClosing(f)}>
                      Close
                    </Button>
                  ) : (
                    <Button
                      size="small"
                      variant="outlined"
                      disabled={status.isPending}
                      onClick={() => status.mutate({ formId: f.id, status: 'published' })}
                    >
                      {f.status === 'closed' ? 'Reopen' : 'Publish'}
                    </Button>
                  )}
                </CardActions>
              </Card>
            ))}
          </Stack>
        )}
      </QueryState>
      {sharing && <ShareDialog formId={sharing.id} title={sharing.title} onClose={() => setSharing(null)} />}
      <ConfirmDialog
        open={closing !== null}
        title="Close this form?"
        message={`“${closing?.title ?? ''}” will take no more answers. Its results stay, and you can reopen it later.`}
        confirmLabel="Close form"
        busy={status.isPending}
        onClose={() => setClosing(null)}
        onConfirm={() => {
          if (closing)
            status.mutate({ formId: closing.id, status: 'closed' }, { onSettled: () => setClosing(null) });
        }}
      />
    </>
  );
}

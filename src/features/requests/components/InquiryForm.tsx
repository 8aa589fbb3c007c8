import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/FormTextField';
import { outcomeOf } from '../../../components/mutation-outcome';
import { SaveStatus } from '../../../components/SaveStatus';
import type { Budget } from '../../projects';
import { useSendInquiry, zInquiryContact, type InquiryContact } from '../inquiry';

const EMPTY = { contactName: '', contactEmail: '', organisationName: '', message: '' };
export const BUDGET_NEEDS_ATTENTION = 'Some amounts above need attention before sending.';

/**
 * "Send this to us": the budget as it stands and who to answer, filed as a project inquiry. A public page opened
 * from links, so its fields are TextInputs (no MUI TextField). What was typed stays when sending fails.
 */
export function InquiryForm({ draft }: { draft: { budget: Budget; ok: boolean; projectName: string } }) {
  const { control, handleSubmit, reset, formState } = useForm<InquiryContact>({
    resolver: zodResolver(zInquiryContact),
    defaultValues: EMPTY,
  });
  const send = useSendInquiry();
  const submit = handleSubmit((contact) => {
    if (!draft.ok) return;
    send.mutate(
      { contact, draft: { budget: draft.budget, projectName: draft.projectName } },
      { onSuccess: () => reset(EMPTY) },
    );
  });
  const outcome =
    !draft.ok && formState.isSubmitted
      ? { ok: false, text: BUDGET_NEEDS_ATTENTION }
      : outcomeOf(send, () => 'Thank you — your inquiry was sent. We will reply by e-mail.');
  return (
    <Box component="section" aria-labelledby="inquiry-title" sx={{ mt: 4, maxWidth: 720 }}>
      <Typography id="inquiry-title" variant="h2" sx={{ fontSize: '1.5rem', mb: 1 }}>
        Send this to us
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        We will look at your plan and budget and reply to the address you give.
      </Typography>
      <form onSubmit={(e) => void submit(e)} noValidate aria-label="Project inquiry">
        <SaveStatus
          pending={send.isPending}
          outcome={outcome}
          onClose={() => send.reset()}
          onRetry={() => void submit()}
        />
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
          <FormTextField fullWidth control={control} name="contactName" label="Your name" required />
          <FormTextField
            fullWidth
            control={control}
            name="contactEmail"
            label="Your e-mail"
            type="email"
            required
          />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <FormTextField
              fullWidth
              control={control}
              name="organisationName"
              label="Organisation"
              required
            />
          </Box>
          <Box sx={{ gridColumn: '1 / -1' }}>
            <FormTextField fullWidth control={control} name="message" label="Message" multiline minRows={3} />
          </Box>
        </Box>
        <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={send.isPending}>
          Send inquiry
        </Button>
      </form>
    </Box>
  );
}

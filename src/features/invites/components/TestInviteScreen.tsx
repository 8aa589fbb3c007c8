import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { z } from 'zod/mini';
import { AuthCard } from '../../../components/AuthCard';
import { FormSelectField } from '../../../components/FormSelectField';
import { FormTextField } from '../../../components/FormTextField';
import { zEmailAddress } from '../../../kernel/email-address';
import { INVITATION_ROLE_WORDING, ROLE_LABELS, type Role } from '../../../kernel/roles';
import { zRole } from '../../../kernel/users';
import { FULL_ID_LENGTH } from '../../access-codes/model';
import { grantableRoles } from '../../../kernel/permissions';
import { invitationPreview, joinLink } from '../invitation-email';
import { useSendInvitation } from '../queries';
import { useOrgAccess } from '../../session';
import { ErrorAlert } from '../../../components/ErrorAlert';

const zTestInvite = z.object({ email: zEmailAddress('Invalid email format'), role: zRole });
export type TestInviteValues = z.infer<typeof zTestInvite>;

/**
 * Lets an admin try the invitation flow: see the e-mail exactly as it will go out, send it to an address they
 * can read (their own by default), and open the join link in another browser.
 */
export default function TestInviteScreen() {
  const { user, organisationId, organisationName, isModerator, isSuperAdmin } = useOrgAccess();
  if (!user || !organisationId || !isModerator)
    return (
      <AuthCard title="Test invite">
        <Alert severity="info" sx={{ mb: 2 }}>
          Sign in as an organisation admin or moderator to try the invitation flow.
        </Alert>
        <Button component={RouterLink} to="/loginscreen?from=/test-invite" variant="contained">
          Sign in
        </Button>
      </AuthCard>
    );
  return (
    <TestInviteForm
      organisationId={organisationId}
      organisationName={organisationName}
      email={user.email ?? ''}
      roles={grantableRoles(user.organisations[organisationId]?.roles ?? [], isSuperAdmin)}
    />
  );
}

export function TestInviteForm({
  organisationId,
  organisationName,
  email,
  roles,
}: {
  organisationId: string;
  organisationName: string;
  /** Where it goes unless changed: the signed-in person's own address. */
  email: string;
  roles: readonly Role[];
}) {
  const send = useSendInvitation();
  const form = useForm({
    resolver: zodResolver(zTestInvite),
    defaultValues: { email, role: 'member' as Role },
  });
  const role = useWatch({ control: form.control, name: 'role' });
  const origin = window.location.origin;
  // The e-mailed code is the full generated id: the preview shows one of that length.
  const preview = invitationPreview({ organisationName, role, code: 'X'.repeat(FULL_ID_LENGTH), origin });
  const submit = form.handleSubmit((values) => send.mutate({ organisationId, ...values }));
  const result = send.data;

  return (
    <AuthCard title="Test invite" subtitle={`Send a real invitation for ${organisationName} and follow it.`}>
      <Stack
        component="form"
        spacing={2}
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label="Test invitation"
      >
        <FormTextField control={form.control} name="email" label="Send to" type="email" required />
        <FormSelectField
          control={form.control}
          name="role"
          label="Role"
          options={roles.map((r) => ({ value: r, label: INVITATION_ROLE_WORDING[r] ?? ROLE_LABELS[r] }))}
        />
        <Typography variant="body2" color="text.secondary" component="div">
          <strong>{preview.subject}</strong>
          <pre style={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', margin: '8px 0 0' }}>
            {preview.text}
          </pre>
        </Typography>
        <ErrorAlert error={send.error} />
        {result && (
          <Alert severity={result.emailError ? 'warning' : 'success'}>
            {result.emailError ?? `Sent to ${send.variables?.email}.`} Open{' '}
            <Link href={joinLink(origin, result.code, send.variables?.role)} target="_blank" rel="noopener">
              {joinLink(origin, result.code, send.variables?.role)}
            </Link>{' '}
            in a private window to join as the invitee.
          </Alert>
        )}
        <Button type="submit" variant="contained" disabled={send.isPending}>
          Send test invitation
        </Button>
      </Stack>
    </AuthCard>
  );
}
